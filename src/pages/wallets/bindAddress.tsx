// Adding a withdrawal address: the coin and network first (an address of another network loses
// the money sent to it), then the address, checked as it will be on the server.
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { Chip } from '@/components/Chip'
import { FormFooter } from '@/components/FormFooter'
import { Screen } from '@/components/Screen'
import { Field } from '@/components/Field'
import { useT } from '@/hooks/useT'
import { saveAddress } from '@/services/api/addressBook'
import { ApiError } from '@/services/http'
import { back } from '@/services/router'
import { carryToast, toast } from '@/services/toast'
import { BINDABLE_COINS, MAX_LABEL } from '@common/addressBook'
import { isWalletAddress } from '@common/walletAddress'
import './wallets.scss'

interface Errors {
  address?: string
  label?: string
  form?: string
}

function BindAddressBody() {
  const t = useT()
  const [coin, setCoin] = useState(BINDABLE_COINS[0])
  const [label, setLabel] = useState('')
  const [address, setAddress] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)

  const paste = () => {
    Taro.getClipboardData()
      .then(({ data }) => setAddress(data.trim()))
      .catch(() => undefined)
  }

  const submit = async () => {
    const typed = address.trim()
    const found: Errors = {
      address: !typed
        ? t('wallet.enterAddress')
        : isWalletAddress(coin.network, typed)
          ? undefined
          : t('wallet.invalidAddress'),
      label:
        [...label.trim()].length > MAX_LABEL
          ? t('wallet.labelTooLong', { max: MAX_LABEL })
          : undefined,
    }
    setErrors(found)
    if (Object.values(found).some(Boolean) || busy) return
    setBusy(true)
    try {
      await saveAddress({
        currency: coin.currency,
        type: coin.network,
        address: typed,
        name: label.trim(),
      })
      toast(t('wallet.saved'), 'success')
      carryToast()
      await back()
    } catch (error) {
      if (error instanceof ApiError) setErrors({ form: error.message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='bind-address'>
      <Text className='field__label'>{t('wallet.coin')}</Text>
      <View className='bind-address__coins' role='radiogroup'>
        {BINDABLE_COINS.map((c) => (
          <Chip
            key={c.key}
            className='bind-address__coin'
            circle
            active={c.key === coin.key}
            onPress={() => {
              setCoin(c)
              setErrors({})
            }}
          >
            {c.key}
          </Chip>
        ))}
      </View>
      <View className='bind-address__warning' role='note'>
        {t('wallet.networkWarning', { coin: coin.name, network: coin.network })}
      </View>
      <Field
        name='address'
        label={t('wallet.address')}
        value={address}
        maxlength={100}
        placeholder={t('wallet.addressPlaceholder', { network: coin.network })}
        onInput={(value) => {
          setAddress(value)
          setErrors((now) => ({ ...now, address: undefined, form: undefined }))
        }}
        error={errors.address}
        ltr
        suffix={
          <Pressable className='bind-address__paste' onPress={paste}>
            {t('wallet.paste')}
          </Pressable>
        }
      />
      <Field
        name='label'
        label={t('wallet.label')}
        value={label}
        maxlength={MAX_LABEL}
        placeholder={t('wallet.labelPlaceholder')}
        onInput={(value) => {
          setLabel(value)
          setErrors((now) => ({ ...now, label: undefined }))
        }}
        error={errors.label}
      />
      <FormFooter
        block='bind-address'
        error={errors.form}
        busy={busy}
        onSubmit={() => void submit()}
      >
        {t('wallet.save')}
      </FormFooter>
    </View>
  )
}

export default function BindAddressPage() {
  return (
    <Screen>
      <BindAddressBody />
    </Screen>
  )
}
