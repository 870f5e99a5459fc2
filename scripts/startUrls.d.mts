export declare const START_HOSTNAME: 'localhost'
export declare function startUrl(port: number): string
