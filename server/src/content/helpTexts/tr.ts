import type { HelpTexts } from './types'

export const tr: HelpTexts = {
  faq: [
    {
      question: 'Nasıl para yatırırım?',
      answer:
        'Para yatırma ekranını açın, Yatırma yöntemi ve Coin seçin. Sanal para: Ağ seçin ve gösterilen Yatırma adresine (QR kod olarak da) yalnızca o coini, o ağda, en az gösterilen alt limit kadar gönderin. Banka kartı veya Banka havalesi: "Bu hesaba ödeyin" altındaki hesaba ödeyin ve ödeme açıklamasına "Referansınız" yazın; hesap gösterilmiyorsa ödeme bilgilerini müşteri hizmetlerinden isteyin. Üçüncü taraf ödeme: ödeme bilgilerini müşteri hizmetlerinden isteyin. Ardından tutarı girin, Ödeme dekontunu yükleyin ve "Gönder"e dokunun. Yatırılan tutar ancak dekont incelendikten sonra hesaba geçer.',
    },
    {
      question: 'Para çekmek için ne gerekir?',
      answer:
        "Onaylanmış bir kimlik doğrulaması, bir çekim şifresi ve çektiğiniz coin ile ağ için Cüzdan adresleri bölümüne kaydedilmiş adres gerekir. Para çekme ekranını açın, coin'i, ağı ve adresi seçin; ardından alınacak tutarı (ağ ücreti üstüne eklenir), çekim şifresini ve giriş yaptığınız e-posta adresine ya da telefon numarasına gönderilen doğrulama kodunu girin. Açık saniye işlemleri önce sonuçlanmalıdır; bir güvenlik değişikliğinden veya yeni adres eklendikten sonra çekimler 24 saat bekler. Bir kimlik doğrulayıcı uygulaması bağladıysanız, form ayrıca uygulamanın gösterdiği kimlik doğrulayıcı kodunu da ister.",
    },
    {
      question: 'Saniye işlemi nasıl sonuçlanır?',
      answer:
        'Alımda Yatırım ve Komisyon bakiyenizden hemen düşülür. Alış fiyatı, sunucunun emri aldığı andaki fiyattır. Alış zamanına seçtiğiniz saniyeler eklendiği andaki kayıtlı fiyat belirler: alış fiyatının üstündeyse "Yükseliş al", altındaysa "Düşüş al" kazanır. Kazanç, yatırım + yatırım × seçeneğin kâr oranıdır ve kuruşa aşağı yuvarlanır. Fiyat değişmezse yatırım iade edilir, komisyon iade edilmez. Aksi hâlde yatırım kaybedilir.',
    },
    {
      question: 'Kilitli madencilikte erken itfa ne kadar tutar?',
      answer:
        'Tutar Kilit süresi boyunca, Bitiş tarihine kadar kilitli kalır; ardından otomatik olarak varlık hesabınıza döner. Daha önce almak için Kilitli madencilik siparişleri içinde siparişte "Erken çöz"e dokunun: Ceza = ceza oranı % × kalan gün × tutar; İade (kalan kısım) hemen varlık hesabınıza geçer ve artık günlük kâr ödenmez. Günlük getiriler garanti değildir.',
    },
    {
      question: 'Kimlik doğrulama neden gerekli?',
      answer:
        'Para çekme ve kilitli madencilik kimlik doğrulaması gerektirir: belge türünü seçin, gerçek adınızı ve kimlik numaranızı belgedeki gibi girin; inceleme sonrası geçerli olur. Ardından belgenin ön ve arka yüzünün ve belgeyi tutarken sizin fotoğrafınızla gelişmiş doğrulama gelir. Doğrulamadan sonra ad ve kimlik numarası değiştirilemez.',
    },
    {
      question: 'Giriş şifremi unuttum',
      answer:
        'Giriş sayfasında "Şifrenizi mi unuttunuz?" seçeneğine dokunun. Telefon veya E-posta seçip numaranızı ya da adresinizi girin, "Kod gönder"e dokunun, Doğrulama kodunu girin ve "İleri"ye dokunun. Ardından Yeni şifreyi girin, "Şifreyi onaylayın" alanına tekrar yazın ve "Yeni şifreyi belirle"ye dokunun. Tüm cihazlarda oturumunuz kapanır: yeni şifreyle giriş yapın. Bundan sonra para çekme işlemleri 24 saat bekler.',
    },
    {
      question: 'Çekim şifremi unuttum',
      answer:
        'Hesabım → Kişisel bilgiler → Güvenlik bölümünde "Çekim şifresini değiştir" seçeneğini seçin, giriş yaptığınız e-posta adresine ya da telefon numarasına gönderilen doğrulama kodunu ve yeni şifreyi iki kez girin. Oraya artık kod alamıyorsanız müşteri hizmetlerinden sıfırlamasını isteyin. Güvenliğiniz için değişiklikten sonra çekimler 24 saat durabilir.',
    },
    {
      question: 'Fiyatlar gerçek mi?',
      answer:
        'Hayır. Bu uygulamadaki tüm piyasa verileri sunucu tarafından simüle edilir ve hiçbir borsadan gelmez. Gerçek piyasalar hakkında hiçbir şey söylemez.',
    },
  ],
  about: {
    title: 'Hakkımızda',
    paragraphs: [
      'Bu uygulamayla piyasaları izleyebilir ve hesabınızdaki parayla işlem yapabilirsiniz: saniye işlemleri, emir defteri üzerinde spot işlemler, izole marjlı kaldıraçlı işlemler ve kopya işlemler. Ayrıca kilitli madencilik, ikili yatırım, token projeleri, teminatlı krediler, satıcılardan coin alımı (P2P) ve dijital koleksiyon ürünleri sunar.',
      'Para yatırma, çekme, coinler arası takas ve hesaplarınız arasında aktarım uygulamada yapılır; bakiyedeki her değişiklik görebileceğiniz bir hesap kaydı olarak tutulur. Bir kimlik doğrulayıcı uygulaması girişinizi ve para çekme işlemlerinizi koruyabilir.',
      'Uygulama bir referans sunucuda çalışır: piyasa verileri simülasyondur ve hangi para yatırma ve çekme yollarının sunulacağına bu kurulumun işletmecisi karar verir.',
    ],
  },
  compliance: {
    title: 'Uyum ve risk bildirimi',
    sections: [
      {
        heading: 'Simüle edilmiş piyasa verileri',
        text: 'Bu uygulamadaki fiyatlar, grafikler ve hacimler simülasyondur. Hiçbir borsaya bağlı değildir ve gerçek piyasaları izlemez.',
      },
      {
        heading: 'İşlem riski',
        text: 'Bir saniye işlemi tüm tutarını saniyeler içinde kaybedebilir. Yalnızca kaybetmeyi göze alabileceğiniz tutarla işlem yapın.',
      },
      {
        heading: 'Kilitli madencilik',
        text: 'Günlük oranlar vaat değil, aralıktır: getiriler garanti edilmez ve erken itfa ceza gerektirir.',
      },
      {
        heading: 'Vaat yok',
        text: 'Bu uygulamadaki hiçbir şey yatırım tavsiyesi ya da kâr vaadi değildir. Burada tutulan paranın güvenliği de dahil hiçbir sistem risksiz değildir.',
      },
    ],
  },
  agreement: {
    title: 'Kullanıcı sözleşmesi',
    sections: [
      {
        heading: 'Hizmet',
        text: 'Bu uygulama, bu kurulumun işletmecisi tarafından yürütülen simüle piyasa verileri, saniye işlemleri ve hesabınızdaki parayla kilitli madencilik ürünleri sunar.',
      },
      {
        heading: 'Sorumluluklarınız',
        text: 'Kayıt ve doğrulamada doğru bilgi verin, uygulamayı yalnızca kendiniz için kullanın ve yaşadığınız yerin yasalarına uyun.',
      },
      {
        heading: 'Risk',
        text: 'İşlemler para kaybettirebilir ve getiriler garanti edilmez. Her emre siz karar verir, sonucunu siz üstlenirsiniz.',
      },
      {
        heading: 'Hesap güvenliği',
        text: 'Şifrelerinizi ve doğrulama kodlarınızı kimseyle paylaşmayın. Müşteri hizmetleri bunları asla istemez.',
      },
      {
        heading: 'Sakladığımız veriler',
        text: 'Hesap bilgileriniz, doğrulama belgeleriniz, emirleriniz ve hesap kayıtlarınız hizmeti yürütmek için saklanır ve satılmaz.',
      },
    ],
  },
  contact: {
    title: 'Müşteri hizmetleri',
    intro:
      'Müşteri hizmetlerine aşağıdaki sohbetten yazın: yanıtlar orada ve Mesajlar bölümünde görünür. Müşteri hizmetleri şu konularda yardımcı olur:',
    handles: [
      'çekim şifresini sıfırlama',
      'yüksek tutarlı para yatırma',
      'banka havalesi veya üçüncü taraf ödemeyle para yatırma',
    ],
    none: 'Bu kurulum için harici bir iletişim kanalı ayarlanmadı. Lütfen bu sayfadaki sohbeti kullanın.',
  },
}
