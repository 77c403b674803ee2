import { parentPort } from 'node:worker_threads';
import { renderDrawing, type Drawing } from './drawing';

/**
 * A thread that draws preview images and thumbnails (renderQueue.ts starts it): satori's layout and the PNG
 * encoding are synchronous work that would otherwise hold the server's event loop.
 */

/** What the queue sends: one image to draw. */
export interface RenderJob {
  id: number;
  drawing: Drawing;
}

/** What the thread answers: the PNG's bytes, or why it could not be drawn. */
export type RenderAnswer = { id: number; png: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (port) {
  port.on('message', (job: RenderJob) => {
    renderDrawing(job.drawing).then(
      (png) => {
        const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
        const answer: RenderAnswer = { id: job.id, png: bytes };
        port.postMessage(answer);
      },
      (error: unknown) => {
        const answer: RenderAnswer = { id: job.id, error: String(error) };
        port.postMessage(answer);
      },
    );
  });
}
