// `npm start`: the app on its embedded defaults. Builds the H5 app when it is missing or older than
// the sources, then runs the reference server, which serves it (PGlite in ./data, port 8080).
import { ensureBuild } from './ensureBuild'

ensureBuild('h5')
// imported only now: the server looks for the build when it starts
void import('../server/src/main')
