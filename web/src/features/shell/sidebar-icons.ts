import type { IconType } from 'react-icons';
import {
  LuImage,
  LuLightbulb,
  LuMonitorPlay,
  LuNewspaper,
  LuSearch,
  LuSparkles,
  LuTrophy,
  LuYoutube,
} from 'react-icons/lu';

/** Icons are presentation, so they live here rather than in the shared route table. */
export const SIDEBAR_ICONS: Record<string, IconType> = {
  '/criar': LuSparkles,
  '/ideias-virais': LuLightbulb,
  '/ultimas-noticias': LuNewspaper,
  '/missao-influencer': LuTrophy,
  '/teleprompter': LuMonitorPlay,
  '/gerador-imagens': LuImage,
  '/viral-finder': LuSearch,
  '/viral-curto': LuYoutube,
};
