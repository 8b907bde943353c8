// The eval files the distress tier learns from, named once for the training script
// (scripts/train-distress-model.ts) and the evaluation (scripts/eval-ai.ts): a set added to one
// and not the other would be trained on without being reported, or reported as seen when it was not.
// Never the held-out must-never*.json sets, validation-set.json nor probe-4.json, nor
// train-15.json and train-16.json (docs/ai.md, twentieth and twenty-second passes: rules were read
// from them, and training on either made the held-out sets worse).

/** Written by helper sessions that never saw the engine, each from its own brief (docs/ai.md). */
export const WRITTEN_APART = [
  'train-3.json',
  'train-4.json',
  'train-5.json',
  'train-6.json',
  'train-7.json',
  'train-9.json',
  'train-10.json',
  'train-11.json',
  'train-12.json',
  'train-13.json',
  'train-14.json',
];

/** Every file with expectations the rules were fixed against and the models trained on. */
export const DEV_FILES = ['dev-set.json', 'dev-set-2.json', ...WRITTEN_APART];
