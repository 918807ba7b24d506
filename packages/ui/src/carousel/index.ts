export { Carousel, CAROUSEL_MOBILE_MAX_CARDS, SCROLL_END_DELAY_MS } from './Carousel.tsx';
export type { CarouselProps } from './Carousel.tsx';
export { scrollEdges } from './scroll-edges.ts';
export type { ScrollEdges } from './scroll-edges.ts';
