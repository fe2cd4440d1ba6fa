// Mini-programs: the full-screen chart is a landscape page (H5 rotates the chart area itself).
export default definePageConfig({ pageOrientation: 'landscape', disableScroll: true })
