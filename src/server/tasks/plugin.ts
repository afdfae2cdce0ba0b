/**
 * `app.tasks`: the queue, decorated on the root app so that every tool's `server.ts` can register its
 * task kinds (`app.tasks.register({...})`) and the hardening code its admission checks
 * (`app.tasks.addAdmissionCheck(...)`). Workers start when the app is ready and stop when it closes.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { TaskQueue } from './queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    tasks: TaskQueue;
  }
}

async function tasksPlugin(app: FastifyInstance) {
  const { config, db } = app.deps;
  const queue = new TaskQueue(db, config.tasks, config.dataDir, app.log);
  app.decorate('tasks', queue);
  app.addHook('onReady', async () => {
    // The storage cap (src/server/storage, when the app has it): a task's inputs count against it before
    // the task is accepted; a refusal (StorageFull) reaches the app's error handler as its catalogue answer.
    const storage = (app as unknown as { storage?: { reserve(bytes: number): Promise<() => void> } }).storage;
    if (storage) queue.addAdmissionCheck(async ({ bytes }) => void (await storage.reserve(bytes)));
    queue.start();
  });
  app.addHook('onClose', async () => queue.stop());
}

export const tasks = fp(tasksPlugin, { name: 'tasks' });
