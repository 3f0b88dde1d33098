// Messages of the first-party `promptforge/user-input` Plugin and its terminal broker (reference §7.4).

/** The ask tool's catalog description. */
export const ASK_DESCRIPTION = "Wait for the operator's next message and return its text.";
/** What an ask answers on a Host with nobody to ask (an optional declaration); `available` is false. */
export const FALLBACK = 'User input is unavailable in this host; continue without it.';
/** Ours: the terminal broker's failures, written for the model as much as for the operator. */
export const operatorClosedInput = (): string => 'the operator closed the input without answering';
export const brokerNotUsable = (): string => 'the Host service promptforge/input-broker has no ask(signal) method';
/** The prompt the terminal broker shows on stderr. */
export const TERMINAL_PROMPT = 'input> ';
