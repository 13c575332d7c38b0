import { useRef, useState } from 'react';
import { Canvas, useFrame, type ThreeEvent } from '@react-three/fiber';
import type { Group } from 'three';

/**
 * The hero's interactive 3D scene (docs/PRODUCT.md §screens.landing): a phone playing a video,
 * with likes and views orbiting it. It leans toward the pointer, and a click or a tap on the
 * phone spins it. This module is the only one that imports three.js and @react-three/fiber,
 * and only hero-visual.tsx imports it, through React.lazy: the landing page's first paint
 * never waits for them (they are a chunk of their own).
 *
 * `frameloop` comes from the page: 'always' while on screen, 'never' off screen (nothing is
 * drawn, no battery spent), 'demand' for a visitor who asked for less motion (drawn once, still).
 */
export interface HeroSceneProps {
  frameloop: 'always' | 'demand' | 'never';
  still: boolean;
}

const BRAND = '#7c3aed';
const PINK = '#db2777';
const ORANGE = '#f97316';
const DEEP = '#1e1140';

/** The script lines on the phone's screen: widths of the bars. */
const SCREEN_LINES = [1.0, 0.8, 0.9, 0.55];

function Orbiters({ still }: { still: boolean }) {
  const group = useRef<Group>(null);
  useFrame((_, delta) => {
    if (!still && group.current) group.current.rotation.y += delta * 0.35;
  });
  const items = [
    { angle: 0, radius: 2.1, y: 1.1, color: PINK, kind: 'heart' },
    { angle: 2.1, radius: 2.3, y: -0.9, color: ORANGE, kind: 'play' },
    { angle: 4.2, radius: 2.0, y: 0.2, color: BRAND, kind: 'star' },
  ] as const;
  return (
    <group ref={group}>
      {items.map((item) => (
        <mesh
          key={item.angle}
          position={[Math.cos(item.angle) * item.radius, item.y, Math.sin(item.angle) * item.radius]}
          rotation={[0.4, item.angle, 0]}
        >
          {item.kind === 'heart' ? (
            <torusKnotGeometry args={[0.18, 0.07, 64, 8, 2, 3]} />
          ) : item.kind === 'play' ? (
            <coneGeometry args={[0.24, 0.36, 3]} />
          ) : (
            <icosahedronGeometry args={[0.24, 0]} />
          )}
          <meshStandardMaterial color={item.color} roughness={0.35} metalness={0.2} />
        </mesh>
      ))}
    </group>
  );
}

function Phone({ still }: { still: boolean }) {
  const group = useRef<Group>(null);
  const [hovered, setHovered] = useState(false);
  const spin = useRef(0);

  useFrame((state, delta) => {
    const g = group.current;
    if (!g) return;
    // Lean toward the pointer; a click adds a full turn that eases out.
    const targetY = state.pointer.x * 0.5 + spin.current;
    const targetX = -state.pointer.y * 0.3;
    const ease = Math.min(1, delta * 4);
    g.rotation.y += (targetY - g.rotation.y) * ease;
    g.rotation.x += (targetX - g.rotation.x) * ease;
    if (!still) g.position.y = Math.sin(state.clock.elapsedTime * 1.2) * 0.08;
    const scale = hovered ? 1.05 : 1;
    g.scale.setScalar(g.scale.x + (scale - g.scale.x) * ease);
  });

  const onClick = (e: ThreeEvent<MouseEvent>) => {
    e.stopPropagation();
    spin.current += Math.PI * 2;
  };

  return (
    <group ref={group} onClick={onClick} onPointerOver={() => setHovered(true)} onPointerOut={() => setHovered(false)}>
      <mesh>
        <boxGeometry args={[1.7, 3.3, 0.2]} />
        <meshStandardMaterial color={DEEP} roughness={0.35} metalness={0.45} />
      </mesh>
      <mesh position={[0, 0, 0.101]}>
        <planeGeometry args={[1.52, 3.08]} />
        <meshStandardMaterial color={BRAND} emissive={BRAND} emissiveIntensity={hovered ? 0.75 : 0.5} />
      </mesh>
      {/* A circle of 3 segments is a triangle with a corner at +x: the play sign as it is. */}
      <mesh position={[0, 0.55, 0.11]}>
        <circleGeometry args={[0.32, 3]} />
        <meshBasicMaterial color="#ffffff" />
      </mesh>
      {SCREEN_LINES.map((w, i) => (
        <mesh key={i} position={[-0.6 + (w * 1.2) / 2, -0.45 - i * 0.22, 0.11]}>
          <planeGeometry args={[w * 1.2, 0.09]} />
          <meshBasicMaterial color="#ffffff" transparent opacity={0.75} />
        </mesh>
      ))}
      <mesh position={[0, -1.35, 0.11]}>
        <planeGeometry args={[1.2, 0.06]} />
        <meshBasicMaterial color={PINK} />
      </mesh>
    </group>
  );
}

export default function HeroScene({ frameloop, still }: HeroSceneProps) {
  return (
    <Canvas
      frameloop={frameloop}
      dpr={[1, 2]}
      camera={{ position: [0, 0, 6.2], fov: 45 }}
      gl={{ antialias: true, alpha: true, powerPreference: 'low-power' }}
      style={{ position: 'absolute', inset: 0, touchAction: 'pan-y' }}
    >
      <ambientLight intensity={0.7} />
      <directionalLight position={[3, 4, 5]} intensity={1.4} />
      <pointLight position={[-3, -2, 3]} intensity={12} color={PINK} />
      <Phone still={still} />
      <Orbiters still={still} />
    </Canvas>
  );
}
