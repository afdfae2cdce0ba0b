/** video_2_gif's options (pure): the kit's GIF maker options, kept in the URL. */
import { defineOptions, type Values } from '../../web/kit/options/schema.js';
import { GIF_OPTIONS } from '../../web/kit/video/gif-options.js';

export const SCHEMA = defineOptions(GIF_OPTIONS);
export type Video2GifOptions = Values<typeof SCHEMA>;

export const VIDEO_ACCEPT = 'video/*,.mp4,.webm,.mov,.m4v,.ogv';
