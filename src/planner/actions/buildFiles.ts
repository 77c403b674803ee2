import type { Build } from '../../skills/buildSchema';
import { buildExportJson, exportFileName } from '../../skills/exportBuild';
import type { GameIndex } from '../../skills/gameIndex';

/**
 * Saves a build as a .json file through the browser's download (no server involved). Returns
 * the file name used.
 */
export function downloadBuildFile(build: Build, index: GameIndex, typedName: string): string {
  const fileName = exportFileName(typedName);
  const blob = new Blob([buildExportJson(build, index)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
  return fileName;
}
