// The part of madge's API the import-circles test uses (madge ships no declarations).
declare module 'madge' {
  interface MadgeResult {
    /** Each circle as the list of files in it, relative to the base directory. */
    circular(): string[][];
  }
  export default function madge(path: string, config?: { fileExtensions?: string[]; tsConfig?: string }): Promise<MadgeResult>;
}
