// The shapes of Chromium's trace events and JavaScript CPU profiles as the profiling scripts read
// them (page-profile.ts, play-profile.ts): only the fields they use.

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

type StackTrace = { functionName: string; url: string; lineNumber: number }[];

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the slice (dur is wall time: on a busy machine, much longer). */
  tdur?: number;
  tid: number;
  pid: number;
  cat: string;
  /** A profile's id, which its ProfileChunk events repeat. */
  id?: string;
  args?: {
    name?: string;
    data?: {
      type?: string;
      stackTrace?: StackTrace;
      startTime?: number;
      cpuProfile?: { nodes?: (ProfileNode & { parent?: number })[]; samples?: number[] };
      timeDeltas?: number[];
    };
    beginData?: {
      stackTrace?: StackTrace;
      elementCount?: number;
      /** Layout: how many layout objects needed layout, of all. */
      dirtyObjects?: number;
      totalObjects?: number;
    };
    elementCount?: number;
  };
}
