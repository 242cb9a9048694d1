export declare const driverSource: string;
export declare const pythonEnv: Record<string, string>;
