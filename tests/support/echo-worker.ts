// A task-pool worker for tests: echoes each task, doubled, and throws on "crash".
import { serveTasks } from '../../src-main/services/workers/serve-tasks';

serveTasks(async (task: string | number) => {
  if (task === 'crash') throw new Error('asked to crash');
  if (task === 'exit') process.exit(3);
  await new Promise((resolve) => setTimeout(resolve, 5));
  return typeof task === 'number' ? task * 2 : `${task}${task}`;
});
