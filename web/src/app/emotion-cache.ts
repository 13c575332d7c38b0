/** Emotion's cache key: the pre-render collects its styles under it and the browser adopts them. */
export const EMOTION_CACHE_KEY = 'css';
