// Types for the taro-ui components the app uses. taro-ui 3.3.2's published declarations import
// their prop types from a `types/` folder the package does not ship, so every prop would be `any`.
// Written from the components' propTypes in node_modules/taro-ui/lib/components; texts a component
// would otherwise show in Chinese are required here, so they always come from our translations.
// An ambient declaration takes precedence over the package's own for `import ... from 'taro-ui'`.

declare module 'taro-ui' {
  import type { ComponentType, CSSProperties, ReactNode } from 'react'
  import type { CommonEvent, ITouchEvent } from '@tarojs/components'

  interface AtBase {
    className?: string
    customStyle?: CSSProperties | string
    children?: ReactNode
  }

  export interface AtButtonProps extends AtBase {
    type?: 'primary' | 'secondary' | ''
    size?: 'normal' | 'small'
    circle?: boolean
    full?: boolean
    loading?: boolean
    disabled?: boolean
    formType?: 'submit' | 'reset' | ''
    /** mini-programs: 'share' opens the host's share panel with the page's useShareAppMessage */
    openType?: 'share'
    onClick?: (event: ITouchEvent) => void
  }
  export const AtButton: ComponentType<AtButtonProps>

  /** the ring alone; its colour comes from the stylesheet (styles/_controls.scss) */
  export const AtLoading: ComponentType<{ size?: number | string }>

  export interface AtActivityIndicatorProps extends Omit<AtBase, 'children' | 'customStyle'> {
    /** ring size in design px; 0 keeps the stylesheet's */
    size?: number
    mode?: 'normal' | 'center'
    color?: string
    content?: string
    isOpened?: boolean
  }
  export const AtActivityIndicator: ComponentType<AtActivityIndicatorProps>

  export interface AtLoadMoreProps extends Omit<AtBase, 'children'> {
    status?: 'more' | 'loading' | 'noMore'
    moreText: string
    loadingText: string
    noMoreText: string
    moreBtnStyle?: CSSProperties | string
    noMoreTextStyle?: CSSProperties | string
    onClick?: () => void
  }
  export const AtLoadMore: ComponentType<AtLoadMoreProps>

  export interface AtBadgeProps extends AtBase {
    /** a number above maxValue reads "<maxValue>+"; a string is shown as it is */
    value?: string | number
    dot?: boolean
    maxValue?: number
  }
  export const AtBadge: ComponentType<AtBadgeProps>

  export interface AtFloatLayoutProps extends AtBase {
    isOpened: boolean
    title?: string
    scrollY?: boolean
    scrollX?: boolean
    scrollTop?: number
    onClose?: (event?: CommonEvent) => void
    onScrollToLower?: (event: CommonEvent) => void
  }
  export const AtFloatLayout: ComponentType<AtFloatLayoutProps>

  export interface AtModalProps extends AtBase {
    isOpened: boolean
    title?: string
    content?: string
    cancelText?: string
    confirmText?: string
    closeOnClickOverlay?: boolean
    onClose?: (event?: CommonEvent) => void
    onCancel?: (event: ITouchEvent) => void
    onConfirm?: (event: ITouchEvent) => void
  }
  export const AtModal: ComponentType<AtModalProps>
  export const AtModalHeader: ComponentType<AtBase>
  export const AtModalContent: ComponentType<AtBase>
  export const AtModalAction: ComponentType<AtBase & { isSimple?: boolean }>

  export interface AtToastProps extends Omit<AtBase, 'children'> {
    isOpened: boolean
    text?: string
    icon?: string
    image?: string
    hasMask?: boolean
    /** ms; 0 keeps it open */
    duration?: number
    status?: '' | 'error' | 'loading' | 'success'
    onClick?: (event: ITouchEvent) => void
    onClose?: (event?: CommonEvent) => void
  }
  export const AtToast: ComponentType<AtToastProps>

  export interface AtTabsProps extends AtBase {
    current: number
    tabList: readonly { title: string }[]
    onClick: (index: number, event: ITouchEvent) => void
    scroll?: boolean
    swipeable?: boolean
    animated?: boolean
    height?: string
    tabDirection?: 'horizontal' | 'vertical'
  }
  export const AtTabs: ComponentType<AtTabsProps>

  export interface AtSegmentedControlProps extends Omit<AtBase, 'children'> {
    current: number
    values: readonly string[]
    onClick: (index: number, event: ITouchEvent) => void
    color?: string
    selectedColor?: string
    fontSize?: number | string
    disabled?: boolean
  }
  export const AtSegmentedControl: ComponentType<AtSegmentedControlProps>

  export const AtList: ComponentType<AtBase & { hasBorder?: boolean }>

  export interface AtListItemProps extends Omit<AtBase, 'children'> {
    title?: string
    note?: string
    extraText?: string
    arrow?: 'up' | 'down' | 'left' | 'right'
    thumb?: string
    disabled?: boolean
    hasBorder?: boolean
    onClick?: (event: ITouchEvent) => void
  }
  export const AtListItem: ComponentType<AtListItemProps>

  export interface AtInputProps extends AtBase {
    name: string
    value?: string
    onChange: (value: string, event?: CommonEvent) => void
    type?: 'text' | 'number' | 'password' | 'phone' | 'idcard' | 'digit'
    title?: string
    placeholder?: string
    placeholderClass?: string
    placeholderStyle?: string
    /** (its `maxlength` prop loses to the default of this one) */
    maxLength?: number
    border?: boolean
    error?: boolean
    clear?: boolean
    editable?: boolean
    disabled?: boolean
    required?: boolean
    autoFocus?: boolean
    focus?: boolean
    confirmType?: 'send' | 'search' | 'next' | 'go' | 'done'
    onFocus?: (value: string, event: CommonEvent) => void
    onBlur?: (value: string, event: CommonEvent) => void
    onConfirm?: (value: string, event: CommonEvent) => void
  }
  export const AtInput: ComponentType<AtInputProps>

  export interface AtSearchBarProps extends Omit<AtBase, 'children'> {
    value: string
    onChange: (value: string, event: CommonEvent) => void
    placeholder: string
    actionName: string
    showActionButton?: boolean
    maxLength?: number
    fixed?: boolean
    focus?: boolean
    disabled?: boolean
    inputType?: 'text' | 'number' | 'idcard' | 'digit'
    enableNative?: boolean
    onActionClick?: (event: ITouchEvent) => void
    onClear?: (event: ITouchEvent) => void
    onFocus?: (event: CommonEvent) => void
    onBlur?: (event: CommonEvent) => void
    onConfirm?: (event: CommonEvent) => void
  }
  export const AtSearchBar: ComponentType<AtSearchBarProps>

  export interface AtNoticebarProps extends AtBase {
    moreText: string
    single?: boolean
    marquee?: boolean
    speed?: number
    showMore?: boolean
    close?: boolean
    icon?: string
    onClose?: (event: ITouchEvent) => void
    onGotoMore?: (event: ITouchEvent) => void
  }
  export const AtNoticebar: ComponentType<AtNoticebarProps>

  export interface AtTagProps extends AtBase {
    name?: string
    type?: 'primary' | ''
    size?: 'normal' | 'small'
    circle?: boolean
    active?: boolean
    disabled?: boolean
    onClick?: (tag: { name: string; active: boolean }, event: ITouchEvent) => void
  }
  export const AtTag: ComponentType<AtTagProps>
}
