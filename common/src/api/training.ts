/** Training shapes on the wire (seed 2 §3 Training, Training problem row, Training rank record). */
export {};
