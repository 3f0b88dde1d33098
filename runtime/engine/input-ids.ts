// The ids of operator input (reference §7.4), shared by the Engine's `input` global and the Plugin.
export const USER_INPUT_PLUGIN = 'promptforge/user-input';
export const USER_INPUT_ASK = 'promptforge/user-input/ask';
/** The Host service that waits for the operator's next message (tools.md "Declaring Plugins"). */
export const INPUT_BROKER_SERVICE = 'promptforge/input-broker';
