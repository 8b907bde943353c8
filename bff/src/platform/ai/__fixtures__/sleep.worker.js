// A stand-in grammar worker for the pool's tests: a text "sleep:<ms>" keeps the thread busy for
// exactly that long, so waiting and running times can be told apart without real dictionaries.
module.exports = function correct(task) {
  if (task.warm) return null;
  const ms = Number((/^sleep:(\d+)$/.exec(task.text) || [])[1] || 0);
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
  return { original: task.text, corrected: task.text.toUpperCase(), hasChanges: true };
};
