import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { LuLogOut, LuMonitor, LuMoon, LuSun, LuUser } from 'react-icons/lu';
import { SIGN_IN_PATH } from '@shared/navigation/app-routes';
import { setColorMode, useColorModeChoice, type ColorModeChoice } from '../../lib/color-mode';
import { useServices } from '../../lib/services';
import { authStore, useAuthUser } from '../auth/auth-store';
import { avatarLetter } from './shell-text';
import { useProfile } from '../profile/profile-api';

/** The color modes the avatar menu offers: the system preference is the default. */
const THEME_OPTIONS = [
  { value: 'light', label: 'Claro', icon: LuSun },
  { value: 'dark', label: 'Escuro', icon: LuMoon },
  { value: 'system', label: 'Sistema', icon: LuMonitor },
] as const;

/** Avatar menu 'Minha Conta' (docs/PRODUCT.md §screens.shell): Perfil → /perfil, Tema (Claro / Escuro / Sistema), Sair → sign out, then /auth. */
export function UserMenu() {
  const user = useAuthUser();
  const { auth } = useServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const theme = useColorModeChoice();
  // The uploaded picture (a signed URL from GET /api/profile), else the provider's, else the e-mail's letter.
  const { profile } = useProfile();
  const picture = profile?.avatarUrl ?? user?.picture;
  // The profile's name: 'Salvar nome' writes the saved profile into the same query, so the menu
  // shows the new name at once; the token's name claim is only a fallback while it loads.
  const name = profile?.name || user?.name;

  async function signOut() {
    try {
      await auth.signOut();
    } catch (err) {
      console.error('auth: falha ao sair', err);
    }
    authStore.getState().dispatch({ type: 'signedOut' });
    queryClient.clear();
    navigate(SIGN_IN_PATH, { replace: true });
  }

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => {
        if (details.value === 'perfil') navigate('/perfil');
        if (details.value === 'sair') void signOut();
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" rounded="full" p="0" minW="auto" h="auto" aria-label="Minha Conta">
          <Avatar.Root size="sm" colorPalette="brand">
            <Avatar.Fallback>{avatarLetter(user?.email)}</Avatar.Fallback>
            {picture ? <Avatar.Image src={picture} alt="" /> : null}
          </Avatar.Root>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              {user ? (
                <Menu.ItemGroupLabel>
                  <Text fontWeight="semibold" truncate>
                    {name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" fontWeight="normal" truncate>
                    {user.email}
                  </Text>
                </Menu.ItemGroupLabel>
              ) : null}
              <Menu.Item value="perfil">
                <LuUser aria-hidden="true" /> Perfil
              </Menu.Item>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.RadioItemGroup value={theme} onValueChange={(e) => setColorMode(e.value as ColorModeChoice)}>
              <Menu.ItemGroupLabel>Tema</Menu.ItemGroupLabel>
              {THEME_OPTIONS.map(({ value, label, icon: ThemeIcon }) => (
                <Menu.RadioItem key={value} value={value}>
                  <ThemeIcon aria-hidden="true" /> {label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
            <Menu.Separator />
            <Menu.ItemGroup>
              <Menu.Item value="sair">
                <LuLogOut aria-hidden="true" /> Sair
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
