import styled from '@emotion/styled';
import { select } from 'd3-selection';
import { active } from 'd3-transition';
import { zoom, zoomIdentity, zoomTransform, type ZoomBehavior } from 'd3-zoom';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiagramLayout } from '../../diagram/index.ts';
import { Button } from '../../../views/components/Button.tsx';
import { fitView, focusView, scaleExtent, type View } from './viewport.ts';

const Frame = styled.section(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  height: 'min(60vh, 560px)',
  '@media (max-width: 720px)': { height: '50vh' },
  minHeight: 260,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: '#ffffff',
  cursor: 'grab',
  // The frame takes touch gestures itself (pinch to zoom, drag to pan) instead of scrolling the page.
  touchAction: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 2 },
  '& > div': { position: 'absolute', top: 0, left: 0, transformOrigin: '0 0' },
  '& svg': { display: 'block' },
}));

const Toolbar = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  // Compact, so the frame starts high on a phone; still a full-height touch target.
  '& > button': { padding: '0 12px' },
});

/** How long the diagram takes to glide to the next state; none when the person asks for less motion. */
const glideMs = 450;
const panStep = 60;
const zoomStep = 1.25;

const prefersLessMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

type Props = {
  layout: DiagramLayout;
  /** The drawing of `layout` with the current states marked (render-svg.ts). */
  svg: string;
  /** The states to keep in view: the current leaves. */
  focusIds: readonly string[];
};

/**
 * The diagram in a frame that opens fitted, then follows the current states as they change, gliding to them
 * (Esc or "Animar" off skips the glide). Mouse wheel, drag, pinch and the keyboard (+, −, arrows, 0) move it
 * (d3-zoom); moving it stops the following until "Seguir o estado atual" is pressed again.
 */
export function DiagramViewport({ layout, svg, focusIds }: Props) {
  const { t } = useTranslation();
  const keysId = useId();
  const frameRef = useRef<HTMLElement>(null);
  const drawingRef = useRef<HTMLDivElement>(null);
  const behaviourRef = useRef<ZoomBehavior<HTMLElement, unknown> | null>(null);
  const [following, setFollowing] = useState(true);
  const [animate, setAnimate] = useState(() => !prefersLessMotion());
  const focusKey = focusIds.join('|');

  const frameSize = () => sizeOf(frameRef.current);
  const moveTo = (view: View, glide: boolean) => glideTo(frameRef.current, behaviourRef.current, view, glide);

  // d3-zoom owns the frame's gestures; it writes the drawing's transform, React never does.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const behaviour = zoom<HTMLElement, unknown>()
      .scaleExtent(scaleExtent)
      .on('zoom', (event: { transform: View; sourceEvent: unknown }) => {
        const { x, y, k } = event.transform;
        if (drawingRef.current) drawingRef.current.style.transform = `translate(${x}px, ${y}px) scale(${k})`;
        // A person's gesture (not our own glide) means they want to look elsewhere.
        if (event.sourceEvent) setFollowing(false);
      });
    behaviourRef.current = behaviour;
    select(frame).call(behaviour);
    const whole = fitView(layout, sizeOf(frame));
    select(frame).call(behaviour.transform, zoomIdentity.translate(whole.x, whole.y).scale(whole.k));
    return () => {
      select(frame).interrupt().on('.zoom', null);
      behaviourRef.current = null;
    };
  }, [layout]);

  // focusKey stands for focusIds: an equal list in a new array is no change.
  useEffect(() => {
    const frame = frameRef.current;
    if (following)
      glideTo(frame, behaviourRef.current, focusView(layout, focusKey.split('|'), sizeOf(frame)), animate);
  }, [layout, focusKey, following, animate]);

  // A frame that changes size (a turned phone, a resized window) keeps the current states in view.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || !following || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      glideTo(frame, behaviourRef.current, focusView(layout, focusKey.split('|'), sizeOf(frame)), false),
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [layout, focusKey, following]);

  const nudge = (change: (behaviour: ZoomBehavior<HTMLElement, unknown>, frame: HTMLElement) => void) => {
    const frame = frameRef.current;
    const behaviour = behaviourRef.current;
    if (!frame || !behaviour) return;
    setFollowing(false);
    select(frame).interrupt();
    change(behaviour, frame);
  };
  const zoomBy = (factor: number) =>
    nudge((behaviour, frame) => select(frame).call(behaviour.scaleBy, factor));
  const panBy = (dx: number, dy: number) =>
    nudge((behaviour, frame) => {
      const { k } = zoomTransform(frame);
      select(frame).call(behaviour.translateBy, dx / k, dy / k);
    });
  const fit = () => {
    setFollowing(false);
    moveTo(fitView(layout, frameSize()), false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const actions: Record<string, () => void> = {
      '+': () => zoomBy(zoomStep),
      '=': () => zoomBy(zoomStep),
      '-': () => zoomBy(1 / zoomStep),
      '0': fit,
      ArrowLeft: () => panBy(panStep, 0),
      ArrowRight: () => panBy(-panStep, 0),
      ArrowUp: () => panBy(0, panStep),
      ArrowDown: () => panBy(0, -panStep),
    };
    // Esc skips a glide under way, straight to where it was going; otherwise it is the dialog's, to close it.
    const frame = frameRef.current;
    if (event.key === 'Escape' && frame && active(frame)) {
      actions.Escape = () => moveTo(focusView(layout, focusIds, frameSize()), false);
    }
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div css={{ display: 'grid', gap: 8, minWidth: 0 }}>
      <Toolbar>
        <Button variant="secondary" aria-pressed={following} onClick={() => setFollowing(true)}>
          {t('inspector:diagram.follow')}
        </Button>
        <Button variant="secondary" onClick={fit}>
          {t('inspector:diagram.fit')}
        </Button>
        <Button variant="ghost" aria-label={t('inspector:diagram.zoomIn')} onClick={() => zoomBy(zoomStep)}>
          +
        </Button>
        <Button
          variant="ghost"
          aria-label={t('inspector:diagram.zoomOut')}
          onClick={() => zoomBy(1 / zoomStep)}
        >
          −
        </Button>
        <label css={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <input type="checkbox" checked={animate} onChange={(event) => setAnimate(event.target.checked)} />
          {t('inspector:diagram.animate')}
        </label>
      </Toolbar>
      <Frame
        ref={frameRef}
        tabIndex={0}
        aria-label={t('inspector:diagram.title')}
        aria-describedby={keysId}
        onKeyDown={onKeyDown}
      >
        {/* Markup our own renderer wrote from the machine's definition (every text escaped there), not user input. */}
        <div ref={drawingRef} dangerouslySetInnerHTML={{ __html: svg }} />
      </Frame>
      <p id={keysId} css={{ margin: 0, fontSize: 13 }}>
        {t('inspector:diagram.keys')}
      </p>
    </div>
  );
}

const sizeOf = (frame: HTMLElement | null) => ({
  width: frame?.clientWidth ?? 0,
  height: frame?.clientHeight ?? 0,
});

/** Moves the drawing to `view`, at once or gliding; a glide under way is cut short first. */
function glideTo(
  frame: HTMLElement | null,
  behaviour: ZoomBehavior<HTMLElement, unknown> | null,
  view: View,
  glide: boolean,
) {
  if (!frame || !behaviour) return;
  const target = zoomIdentity.translate(view.x, view.y).scale(view.k);
  const selection = select(frame);
  selection.interrupt();
  // d3's smooth zoom divides by the frame's size: a frame not laid out (hidden, 0×0) takes the view at once.
  const laidOut = frame.clientWidth > 0 && frame.clientHeight > 0;
  if (glide && laidOut) selection.transition().duration(glideMs).call(behaviour.transform, target);
  else selection.call(behaviour.transform, target);
}
