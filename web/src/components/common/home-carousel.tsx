import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHomeCarousel } from '@/hooks/api/home-carousel';

/** A new picture every 3 s. */
const INTERVAL_MS = 3000;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The home page pictures (WAI-ARIA carousel pattern): turns by itself unless paused, the user
 * asks for less motion, or the pointer or focus is on it; previous, next and pause are buttons.
 */
export function HomeCarousel() {
  const { t } = useTranslation();
  const { data: images } = useHomeCarousel();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [held, setHeld] = useState(false);
  const count = images?.length ?? 0;
  const rotating = count > 1 && !paused && !held;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  if (!images || count === 0) return null;
  const shown = index % count;
  const go = (step: number) => setIndex((shown + step + count) % count);

  return (
    <section
      className="relative mx-auto mb-4 max-w-5xl overflow-hidden rounded-lg bg-slate-900"
      aria-roledescription="carousel"
      aria-label={t('adminConfig.homeCarousel.label')}
      data-testid="home-carousel"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div aria-live={rotating ? 'off' : 'polite'}>
        {images.map((image, i) => (
          <div
            key={image.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('adminConfig.homeCarousel.slide', { n: i + 1, count })}
            hidden={i !== shown}
          >
            <img src={image.url} alt="" className="h-[200px] w-full object-cover md:h-[480px]" />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="absolute inset-x-0 bottom-2 flex items-center justify-center gap-2">
          <CarouselButton label={t('adminConfig.homeCarousel.previous')} onClick={() => go(-1)}>
            ‹
          </CarouselButton>
          <CarouselButton
            label={paused ? t('adminConfig.homeCarousel.play') : t('adminConfig.homeCarousel.pause')}
            onClick={() => setPaused(!paused)}
          >
            {paused ? '▶' : '❚❚'}
          </CarouselButton>
          <CarouselButton label={t('adminConfig.homeCarousel.next')} onClick={() => go(1)}>
            ›
          </CarouselButton>
        </div>
      ) : null}
    </section>
  );
}

function CarouselButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      className="h-8 min-w-8 rounded-full bg-black/60 px-2 text-sm text-white hover:bg-black/80 focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
      aria-label={label}
      onClick={onClick}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
