// A task-pool worker for tests: echoes each task, doubled, and throws on "crash".
import { serveTasks } from '../../src-main/services/workers/serve-tasks';

/** Every context value this worker was handed, by identity: a value sent again arrives as a new object. */
const contextsSeen = new Set<unknown>();

serveTasks(async (task: string | number, context) => {
  if (task === 'crash') throw new Error('asked to crash');
  if (task === 'exit') process.exit(3);
  // "context" answers with the task's context and how many context values this worker has received.
  if (task === 'context') {
    if (context === null) return 'no context';
    contextsSeen.add(context.value);
    return `${context.key}:${(context.value as { name: string }).name}:${contextsSeen.size}`;
  }
  // "wait:N" answers after N ms: with tasks in hand at once, a later task can answer first.
  const wait = typeof task === 'string' && task.startsWith('wait:') ? Number(task.slice(5)) : 5;
  await new Promise((resolve) => setTimeout(resolve, wait));
  return typeof task === 'number' ? task * 2 : `${task}${task}`;
});
