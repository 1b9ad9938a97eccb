/** 20 ms frames at 16 kHz. */
const FRAME = 320;
/** RMS (of 32768) above which a frame counts as speech. */
const SPEECH_RMS = 400;
/** An answer ends after this much quiet following speech (issue 6: ~1.2 s). */
const END_SILENCE_FRAMES = 60;
/** Frames of speech needed to count as speaking; audio kept from before it. */
const START_FRAMES = 3;
const PRE_ROLL_FRAMES = 15;
/** A single answer is cut at 60 s. */
const MAX_FRAMES = 3000;

/**
 * Turn-taking by silence: fed 16-bit mono PCM at 16 kHz, calls `onSpeech` when speech starts and `onAnswer`
 * with the answer's audio once ~1.2 s of quiet follows it.
 */
export class TurnTaker {
  private pending = Buffer.alloc(0);
  private frames: Buffer[] = [];
  private loud = 0;
  private quiet = 0;
  private speaking = false;

  constructor(
    private readonly onAnswer: (pcm: Buffer) => void,
    private readonly onSpeech: () => void = () => {},
  ) {}

  push(pcm: Buffer): void {
    this.pending = Buffer.concat([this.pending, pcm]);
    while (this.pending.length >= FRAME * 2) {
      this.frame(this.pending.subarray(0, FRAME * 2));
      this.pending = this.pending.subarray(FRAME * 2);
    }
  }

  /** Hands over an answer still being spoken (the candidate ended the interview). */
  flush(): void {
    if (this.speaking) this.finish();
  }

  private frame(frame: Buffer) {
    let sum = 0;
    for (let i = 0; i + 1 < frame.length; i += 2) sum += frame.readInt16LE(i) ** 2;
    const rms = Math.sqrt(sum / (frame.length / 2));
    this.frames.push(Buffer.from(frame));
    if (!this.speaking) {
      this.loud = rms > SPEECH_RMS ? this.loud + 1 : 0;
      if (this.loud >= START_FRAMES) {
        this.speaking = true;
        this.quiet = 0;
        this.onSpeech();
      } else if (this.frames.length > PRE_ROLL_FRAMES) this.frames.shift();
      return;
    }
    this.quiet = rms > SPEECH_RMS ? 0 : this.quiet + 1;
    if (this.quiet >= END_SILENCE_FRAMES || this.frames.length >= MAX_FRAMES) this.finish();
  }

  private finish() {
    const pcm = Buffer.concat(this.frames);
    this.frames = [];
    this.speaking = false;
    this.loud = 0;
    this.onAnswer(pcm);
  }
}
