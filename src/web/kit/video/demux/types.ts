/** What a demuxer gives the WebCodecs frame source: the video track and its encoded samples (pure types). */

export interface VideoTrack {
  /** WebCodecs codec string (`vp8`, `vp09.…`, `avc1.…`, `av01.…`). */
  codec: string;
  /** The decoder configuration record (avcC, hvcC, av1C…) when the codec needs one. */
  description?: Uint8Array;
  width: number;
  height: number;
  /** Seconds; 0 when the file does not say. */
  duration: number;
}

export interface EncodedSample {
  /** Presentation time in seconds. */
  time: number;
  /** A key frame: decoding can start here. */
  key: boolean;
  /** Where the sample's bytes are in the file. */
  offset: number;
  size: number;
}

export interface DemuxedVideo {
  track: VideoTrack;
  /** In decode order. */
  samples: EncodedSample[];
}

/** The file is not a container or codec we demux (the page falls back to the browser's <video>). */
export class UnsupportedVideo extends Error {}
