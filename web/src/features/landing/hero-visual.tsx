import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Spinner } from '@chakra-ui/react';
import { LuBox } from 'react-icons/lu';
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

/** Runs `task` when the browser is idle, or after `timeoutMs` at the latest; returns the cancel. */
function whenIdle(timeoutMs: number, task: () => void): () => void {
  if (!window.requestIdleCallback) {
    const id = window.setTimeout(task, Math.min(timeoutMs, 1500));
    return () => window.clearTimeout(id);
  }
  const id = window.requestIdleCallback(task, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(id);
}

/**
 * Whether to fetch the scene (three.js, ~250 KB gzipped) on its own once the page is idle: only
 * where it is cheap — several cores, memory not known to be small, no Save-Data, no 2G. On a
 * low-end phone the flat illustration stays until the visitor reaches for the scene (a pointer over
 * it, or 'Ver em 3D'), so its first seconds go to the page (docs/PERFORMANCE.md §hero).
 */
export function loadsSceneWhenIdle(nav: {
  hardwareConcurrency?: number;
  deviceMemory?: number;
  connection?: { saveData?: boolean; effectiveType?: string };
}): boolean {
  if ((nav.hardwareConcurrency ?? 0) < 4) return false;
  if (nav.deviceMemory !== undefined && nav.deviceMemory < 4) return false;
  if (nav.connection?.saveData) return false;
  return !/(^|-)2g$/.test(nav.connection?.effectiveType ?? '');
}

/** The scene's stand-in until it loads, where WebGL is missing or the chunk failed: the same phone, flat. */
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
 * The hero's visual (docs/PRODUCT.md §screens.landing): a box of fixed proportions with the flat
 * illustration (in the pre-rendered HTML, so nothing moves), replaced by the 3D scene once its
 * chunk has loaded — on idle where the device can afford it, else when the visitor reaches for it
 * (loadsSceneWhenIdle), with a spinner meanwhile. Drawn only while on screen, and still for a
 * visitor who asked for less motion.
 */
export function HeroVisual() {
  const ref = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(ref, '100px');
  const reducedMotion = useReducedMotion();
  // Decided after hydration: the pre-rendered HTML and the first render both show the illustration.
  const [scene, setScene] = useState<'none' | 'onIdle' | 'onReach'>('none');
  const [wanted, setWanted] = useState(false);
  useEffect(
    // Asked once the page is idle: a WebGL context costs a phone tens of milliseconds, too many for
    // the page's start (docs/PERFORMANCE.md §content-pages).
    () =>
      whenIdle(1000, () => {
        if (!canDrawWebGl()) return;
        setScene(loadsSceneWhenIdle(navigator as Parameters<typeof loadsSceneWhenIdle>[0]) ? 'onIdle' : 'onReach');
      }),
    [],
  );
  useEffect(() => {
    if (scene !== 'onIdle' || wanted || !onScreen) return;
    // After the page's own load, so the scene never competes with the first paint's resources.
    let cancel: (() => void) | undefined;
    const start = () => (cancel = whenIdle(4000, () => setWanted(true)));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel?.();
    };
  }, [scene, wanted, onScreen]);
  const reach = scene !== 'none' && !wanted ? () => setWanted(true) : undefined;
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
      onPointerEnter={reach}
      onPointerDown={reach}
    >
      {scene !== 'none' && wanted ? (
        <SceneBoundary>
          <Suspense
            fallback={
              <>
                <StaticArt />
                <Box position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center">
                  <Spinner
                    size="lg"
                    color="brand.solid"
                    borderWidth="3px"
                    role="status"
                    aria-label="Carregando cena 3D"
                  />
                </Box>
              </>
            }
          >
            <Box position="absolute" inset="0" role="img" aria-label={SCENE_LABEL} cursor="grab">
              <HeroScene frameloop={frameloop} still={reducedMotion} />
            </Box>
          </Suspense>
        </SceneBoundary>
      ) : (
        <>
          <StaticArt />
          {scene === 'onReach' && reach ? (
            <Button
              position="absolute"
              bottom="2"
              right="2"
              size="xs"
              variant="surface"
              onClick={reach}
              aria-label="Ver em 3D: a ilustração interativa"
            >
              <LuBox aria-hidden="true" /> Ver em 3D
            </Button>
          ) : null}
        </>
      )}
    </Box>
  );
}
