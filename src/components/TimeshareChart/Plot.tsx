// Mini-programs and the native app draw the line with ECharts (H5 draws it as SVG: Plot.h5.tsx).
export { LinePlot as Plot } from './LinePlot'
