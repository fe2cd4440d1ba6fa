/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.svg'
declare module '*.scss'

declare namespace NodeJS {
  interface ProcessEnv {
    NODE_ENV: 'development' | 'production' | 'test'
    TARO_ENV: 'weapp' | 'swan' | 'alipay' | 'h5' | 'rn' | 'tt' | 'qq' | 'jd' | 'harmony' | 'jdrn'
    /** origin of the API server for mini-programs (H5 uses the page's own origin) */
    TARO_APP_API_BASE?: string
  }
}

// a part of a language's messages (src/locales/parts.ts, config/localePart.js)
declare module '*.json?part=first' {
  const messages: Record<string, unknown>
  export default messages
}
declare module '*.json?part=rest' {
  const messages: Record<string, unknown>
  export default messages
}
