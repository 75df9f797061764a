// A task-pool worker for tests: echoes each task, doubled, and throws on "crash".
import { serveTasks } from '../../src-main/services/workers/serve-tasks';

serveTasks(async (task: string | number) => {
  if (task === 'crash') throw new Error('asked to crash');
  if (task === 'exit') process.exit(3);
  // "wait:N" answers after N ms: with tasks in hand at once, a later task can answer first.
  const wait = typeof task === 'string' && task.startsWith('wait:') ? Number(task.slice(5)) : 5;
  await new Promise((resolve) => setTimeout(resolve, wait));
  return typeof task === 'number' ? task * 2 : `${task}${task}`;
});
