// Counts of streamed answers, served at GET /__sandbox/genai/stats, so tests and the console can see that a
// stream stopped when its client went away.
export class StreamStats {
  active = 0;
  completed = 0;
  /** The client went away before the end. */
  aborted = 0;
  /** Ended by a stream fault (midStreamError, cutStream, truncation). */
  faulted = 0;

  snapshot() {
    return {
      activeStreams: this.active,
      completedStreams: this.completed,
      abortedStreams: this.aborted,
      faultedStreams: this.faulted,
    };
  }
}
