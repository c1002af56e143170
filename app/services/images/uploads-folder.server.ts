import path from 'node:path'

/** The disk store's folder inside the data folder (`DATA_DIR/uploads`); backups carry it with the database. */
export const uploadsFolder = (dataDir: string) => path.resolve(dataDir, 'uploads')
