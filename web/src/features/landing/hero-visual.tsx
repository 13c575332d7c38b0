import { Component, lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Box, Spinner } from '@chakra-ui/react';
import { useOnScreen, useReducedMotion } from '../../lib/use-media';

// three.js and @react-three/fiber live in this chunk only (docs/ARCHITECTURE.md §head).
const HeroScene = lazy(() => import('./hero-scene'));

const SCENE_LABEL =
  'Ilustração 3D interativa: um celular exibindo um vídeo, com curtidas girando ao redor. Mova o ponteiro ou toque para girar.';

/** Whether this browser can draw WebGL at all (a blocked GPU, an old phone): asked once, the context let go at once. */
function canDrawWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return !!gl;
  } catch {
    return false;
  }
}

/** The scene's stand-in where WebGL is missing or the chunk failed: the same phone, flat. */
function StaticArt() {
  return (
    <Box asChild position="absolute" inset="0" w="full" h="full">
      <svg
        viewBox="0 0 400 400"
        role="img"
        aria-label="Ilustração: um celular exibindo um vídeo, com curtidas ao redor"
      >
        <defs>
          <linearGradient id="hero-screen" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7c3aed" />
            <stop offset="1" stopColor="#db2777" />
          </linearGradient>
        </defs>
        <circle cx="200" cy="200" r="150" fill="#7c3aed" opacity="0.08" />
        <rect x="135" y="60" width="130" height="260" rx="22" fill="#1e1140" />
        <rect x="143" y="70" width="114" height="240" rx="16" fill="url(#hero-screen)" />
        <path d="M185 140 L225 162 L185 184 Z" fill="#fff" />
        <rect x="158" y="220" width="84" height="8" rx="4" fill="#fff" opacity="0.8" />
        <rect x="158" y="238" width="66" height="8" rx="4" fill="#fff" opacity="0.8" />
        <rect x="158" y="256" width="74" height="8" rx="4" fill="#fff" opacity="0.8" />
        <path
          d="M318 118c-8-14-30-10-30 6 0 14 30 30 30 30s30-16 30-30c0-16-22-20-30-6z"
          fill="#db2777"
          transform="translate(-10 0)"
        />
        <circle cx="86" cy="250" r="20" fill="#f97316" />
        <path d="M80 240 L96 250 L80 260 Z" fill="#fff" />
      </svg>
    </Box>
  );
}

/** Keeps a failed scene (a chunk that did not load, a context lost at start) from taking the page down. */
class SceneBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('landing: cena 3D indisponível, mostrando a ilustração', error);
  }
  override render() {
    return this.state.failed ? <StaticArt /> : this.props.children;
  }
}

/**
 * The hero's visual (docs/PRODUCT.md §screens.landing): a box of fixed proportions reserved
 * before anything loads, so neither the spinner, the scene nor its fallback moves the layout;
 * the 3D scene, lazily loaded, drawn only while on screen, and still for a visitor who asked
 * for less motion.
 */
export function HeroVisual() {
  const ref = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(ref, '100px');
  const reducedMotion = useReducedMotion();
  const [webgl] = useState(canDrawWebGl);
  const frameloop = !onScreen ? 'never' : reducedMotion ? 'demand' : 'always';
  return (
    <Box
      ref={ref}
      position="relative"
      w="full"
      maxW={{ base: 'sm', lg: 'lg' }}
      mx="auto"
      aspectRatio="1"
      data-hero-visual=""
    >
      {webgl ? (
        <SceneBoundary>
          <Suspense
            fallback={
              <Box position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center">
                <Spinner
                  size="lg"
                  color="brand.solid"
                  borderWidth="3px"
                  role="status"
                  aria-label="Carregando cena 3D"
                />
              </Box>
            }
          >
            <Box position="absolute" inset="0" role="img" aria-label={SCENE_LABEL} cursor="grab">
              <HeroScene frameloop={frameloop} still={reducedMotion} />
            </Box>
          </Suspense>
        </SceneBoundary>
      ) : (
        <StaticArt />
      )}
    </Box>
  );
}
