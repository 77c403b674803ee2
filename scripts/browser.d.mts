export declare const chromiumExecutable: string | undefined;
export declare const chromiumArgs: string[];
export declare const chromiumLaunchOptions: { executablePath?: string; args: string[] };
export declare const journeyChromiumLaunchOptions: { executablePath?: string; args: string[] };
