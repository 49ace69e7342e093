// The sending app imports the composer as '../composition'.
export * from './message-composer';
