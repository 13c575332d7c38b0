import type { ReactNode } from 'react';
import { Card, Heading, HStack, Stack, type CardRootProps, type HeadingProps, type StackProps } from '@chakra-ui/react';

export interface SectionCardProps extends Omit<CardRootProps, 'title' | 'children' | 'as' | 'id'> {
  /** The heading's id, which names the section (aria-labelledby). */
  id: string;
  title: ReactNode;
  /** Beside the heading, at the end of its row (a badge). */
  aside?: ReactNode;
  children?: ReactNode;
  gap?: StackProps['gap'];
  align?: StackProps['align'];
  headingSize?: HeadingProps['size'];
  headingColor?: HeadingProps['color'];
}

/**
 * A titled section of a page (docs/ARCHITECTURE.md §ui-kit): an outlined card named by its h2,
 * the heading (and its aside) first, then the content in a stack.
 */
export function SectionCard({
  id,
  title,
  aside,
  children,
  gap = '4',
  align,
  headingSize = 'lg',
  headingColor,
  variant = 'outline',
  ...cardProps
}: SectionCardProps) {
  const heading = (
    <Heading as="h2" size={headingSize} id={id} color={headingColor}>
      {title}
    </Heading>
  );
  return (
    <Card.Root as="section" aria-labelledby={id} variant={variant} {...cardProps}>
      <Card.Body>
        <Stack gap={gap} align={align}>
          {aside === undefined ? (
            heading
          ) : (
            <HStack justify="space-between" flexWrap="wrap" gap="2">
              {heading}
              {aside}
            </HStack>
          )}
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
