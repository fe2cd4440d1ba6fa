// H5 draws Taro's components as plain React elements (@tarojs/components-react, decision 95).
// taro-ui writes its `customStyle` and merged styles as CSS text ("font-size:12px;"), which the
// custom elements took as an attribute but React DOM refuses. taro-ui alone imports its components
// from here (config/index.ts scopes the alias to it), so only its elements pay for the conversion.
import { createElement, forwardRef, type ElementType } from 'react'
import * as taro from '@tarojs/components-react'
import { styleObject } from './styleObject'

export * from '@tarojs/components-react'

function objectStyled(component: ElementType) {
  return forwardRef<unknown, Record<string, unknown>>((props, ref) =>
    createElement(component, { ...props, style: styleObject(props.style), ref }),
  )
}

export const View = objectStyled(taro.View)
export const Text = objectStyled(taro.Text)
export const Image = objectStyled(taro.Image)
export const Button = objectStyled(taro.Button)
export const Input = objectStyled(taro.Input)
export const ScrollView = objectStyled(taro.ScrollView)
