// Moved to lib/: positions use the same tones.
export { GAIN, LOSS } from '../../../lib/tones';
