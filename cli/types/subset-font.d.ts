// subset-font ships no types; the part of its API cli/pipelines/shareFontSubset.ts uses.
declare module 'subset-font' {
  interface SubsetOptions {
    /** The output format; `sfnt` is a plain TrueType/OpenType font. */
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    /** Name record ids kept besides the default ones. */
    preserveNameIds?: number[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
