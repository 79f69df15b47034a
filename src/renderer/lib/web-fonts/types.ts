/** One slice of a shipped web font: a woff2 file and the characters it holds. */
export interface FaceSlice {
  family: string;
  url: string;
  unicodeRange: string;
}
