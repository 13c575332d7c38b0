import { useId, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Box, Icon, Link, Portal, Stack, Text, Tooltip, VisuallyHidden } from '@chakra-ui/react';
import { COMING_SOON_TOOLTIP, SIDEBAR_LINKS, type SidebarLink } from '@shared/navigation/app-routes';
import { SIDEBAR_ICONS } from './sidebar-icons';
import { groupSidebarLinks } from './sidebar-groups';

function Hint({ label, show, children }: { label: string; show: boolean; children: ReactNode }) {
  if (!show) return <>{children}</>;
  return (
    // Beside the item; where that does not fit (the 288 px drawer on a phone, whose item fills it)
    // under or over it, so the tooltip never widens the page (docs/ARCHITECTURE.md §phone-layout).
    <Tooltip.Root
      openDelay={150}
      closeDelay={50}
      positioning={{ placement: 'right', flip: ['bottom-start', 'top-start'] }}
    >
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  textDecoration: 'none',
  w: 'full',
} as const;

function SidebarItem({
  link,
  collapsed,
  onNavigate,
}: {
  link: SidebarLink;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const icon = SIDEBAR_ICONS[link.path];
  const content = (
    <>
      {icon ? <Icon as={icon} boxSize="5" flexShrink={0} aria-hidden="true" /> : null}
      {collapsed ? <VisuallyHidden>{link.label}</VisuallyHidden> : <Text as="span">{link.label}</Text>}
    </>
  );

  if (link.comingSoon) {
    // docs/PRODUCT.md §screens.shell: shown disabled with the tooltip although the route exists. A focusable span
    // (not a disabled button) so keyboard and pointer users both get the tooltip.
    return (
      <Hint label={COMING_SOON_TOOLTIP} show>
        <Box
          as="span"
          role="link"
          aria-disabled="true"
          tabIndex={0}
          {...itemStyles}
          color="fg.subtle"
          cursor="not-allowed"
          justifyContent={collapsed ? 'center' : undefined}
          focusVisibleRing="outside"
        >
          {content}
        </Box>
      </Hint>
    );
  }

  return (
    <Hint label={link.label} show={collapsed}>
      <Link
        asChild
        {...itemStyles}
        color="fg.muted"
        justifyContent={collapsed ? 'center' : undefined}
        _hover={{ bg: 'bg.muted', color: 'fg' }}
        _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' }}
      >
        <NavLink to={link.path} onClick={onNavigate}>
          {content}
        </NavLink>
      </Link>
    </Hint>
  );
}

/** The sidebar links (docs/PRODUCT.md §screens.shell), grouped; the YouTube group sits under its own heading. */
export function SidebarNav({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const sections = groupSidebarLinks(SIDEBAR_LINKS);
  const baseId = useId();
  return (
    <Box as="nav" aria-label="Menu principal" w="full">
      <Stack as="ul" gap="4" listStyleType="none" m="0" p="0">
        {sections.map((section, index) => {
          const headingId = `${baseId}-group-${index}`;
          return (
            <Box as="li" key={section.heading ?? `section-${index}`}>
              <Box
                role={section.heading ? 'group' : undefined}
                aria-labelledby={section.heading ? headingId : undefined}
              >
                {section.heading ? (
                  collapsed ? (
                    <VisuallyHidden id={headingId}>{section.heading}</VisuallyHidden>
                  ) : (
                    <Text
                      id={headingId}
                      px="3"
                      pb="1"
                      fontSize="xs"
                      fontWeight="semibold"
                      color="fg.muted"
                      textTransform="uppercase"
                      letterSpacing="wider"
                    >
                      {section.heading}
                    </Text>
                  )
                ) : null}
                <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                  {section.links.map((link) => (
                    <Box as="li" key={link.path}>
                      <SidebarItem link={link} collapsed={collapsed} onNavigate={onNavigate} />
                    </Box>
                  ))}
                </Stack>
              </Box>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
