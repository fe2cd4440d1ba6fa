/** SPEC §9: swiper autoplay 3000 ms. */
export const BANNER_AUTOPLAY_MS = 3000
