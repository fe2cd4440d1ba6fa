// Mini-programs can't fetch code chunks: socket.io comes with the package. H5: socketIo.h5.ts.
import { io } from 'socket.io-client'

export const loadSocketIo = async (): Promise<typeof io> => io
