// Mini-programs and the native app draw the line at once (H5 defers it: Plot.h5.tsx).
export { LinePlot as Plot } from './LinePlot'
