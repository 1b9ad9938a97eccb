/**
 * Imported first by `main.ts`, before any module can write: a log pipe whose reader went away (EPIPE on
 * stdout or stderr) loses its lines, not the server. Without a listener, the first write after it (a Node
 * warning at start-up, a better-auth message) raised an unhandled 'error' event and ended the process; the
 * browser tests' server died that way in two CI runs. Other stream errors still end it.
 *
 * @module
 */
for (const stream of [process.stdout, process.stderr])
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
  });
