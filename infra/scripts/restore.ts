import { backupSettings } from '../src/backup/backup-settings';
import { restoreBackup } from '../src/backup/restore-backup';

/** `make restore BACKUP_DIR=...`: a backup brought back into the empty server of PG_ADMIN_URL (docs/operations.md). */
const dir = process.env.BACKUP_DIR;
if (!dir) throw new Error('Set BACKUP_DIR to the directory of the backup to restore');
const { adminUrl, binDir } = backupSettings();
const manifest = await restoreBackup({ adminUrl, dir, binDir });
console.log(`Restored ${manifest.databases.map((database) => database.name).join(', ')} from the backup taken at ${manifest.takenAt}`);
