/** The landing demo's still frames, drawn at build time by builder/demo-frames.ts. */
declare module 'virtual:demo-frames' {
  interface DemoFrame {
    narrow: string;
    medium: string;
    wide: string;
    /** The chart's background, behind the image while it loads and beside it when the box is wider. */
    background: string;
  }
  const frames: DemoFrame[];
  export default frames;
}
