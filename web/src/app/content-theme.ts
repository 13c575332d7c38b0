import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { chakraBase, viralizaConfig } from './theme-config';

/** The content pages' Chakra system (docs/PERFORMANCE.md §content-pages): the app's tokens, their recipes only. */
export const contentSystem = createSystem(defaultBaseConfig, chakraBase, viralizaConfig);
