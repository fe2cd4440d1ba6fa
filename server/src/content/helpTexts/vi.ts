import type { HelpTexts } from './types'

export const vi: HelpTexts = {
  faq: [
    {
      question: 'Làm thế nào để nạp tiền?',
      answer:
        'Mở Nạp tiền, chọn phương thức, nhập số tiền và tải lên chứng từ chuyển khoản. Tiền được ghi có sau khi khoản nạp được duyệt. Với chuyển khoản ngân hàng hoặc khoản nạp lớn, hãy liên hệ chăm sóc khách hàng trước.',
    },
    {
      question: 'Cần gì để rút tiền?',
      answer:
        'Bạn cần đã được xác minh danh tính, đã đặt mật khẩu rút tiền và đã lưu trong Địa chỉ ví địa chỉ của đồng coin và mạng muốn rút. Mở Rút tiền, chọn đồng coin, mạng và địa chỉ, rồi nhập số tiền nhận được (phí mạng tính thêm), mật khẩu rút tiền và mã xác minh gửi đến email hoặc số điện thoại bạn dùng để đăng nhập. Các lệnh giao dịch giây đang mở phải được thanh toán trước, và sau khi thay đổi bảo mật hoặc thêm địa chỉ mới, việc rút tiền phải chờ 24 giờ.',
    },
    {
      question: 'Giao dịch theo giây được thanh toán thế nào?',
      answer:
        'Khi kỳ bạn chọn kết thúc, lệnh được thanh toán theo giá tại thời điểm đó. Lên thắng nếu giá cao hơn giá mua, xuống thắng nếu thấp hơn; giá bằng nhau là hòa và tiền đặt được hoàn lại. Các trường hợp khác mất tiền đặt.',
    },
    {
      question: 'Rút trước hạn khai thác khóa tốn bao nhiêu?',
      answer:
        'Số tiền bị khóa đến hết chu kỳ. Rút sớm hơn phải chịu phạt: tỷ lệ phạt × số ngày còn lại × số tiền khóa. Lợi nhuận hằng ngày không được đảm bảo.',
    },
    {
      question: 'Vì sao cần xác minh?',
      answer:
        'Rút tiền và khai thác khóa cần xác minh danh tính: chọn loại giấy tờ và nhập họ tên thật và số giấy tờ như trên giấy tờ; có hiệu lực sau khi được duyệt. Sau đó là xác minh nâng cao với ảnh mặt trước, mặt sau của giấy tờ và ảnh bạn cầm giấy tờ. Sau khi xác minh, không thể đổi họ tên và số giấy tờ.',
    },
    {
      question: 'Tôi quên mật khẩu đăng nhập',
      answer:
        'Trên trang đăng nhập chọn "Quên mật khẩu?", nhập số điện thoại hoặc email, mã xác minh nhận được và mật khẩu mới.',
    },
    {
      question: 'Tôi quên mật khẩu rút tiền',
      answer:
        'Vào Tài khoản của tôi → Thông tin cá nhân → Bảo mật, chọn Đổi mật khẩu rút tiền, nhập mã xác minh gửi đến email hoặc số điện thoại bạn dùng để đăng nhập và nhập mật khẩu mới hai lần. Nếu không còn nhận được mã ở đó, hãy nhờ chăm sóc khách hàng đặt lại. Vì an toàn, việc rút tiền có thể tạm dừng 24 giờ sau khi thay đổi.',
    },
    {
      question: 'Giá có phải giá thật không?',
      answer:
        'Không. Mọi dữ liệu thị trường trong ứng dụng này do máy chủ mô phỏng và không đến từ sàn giao dịch nào. Chúng không nói gì về thị trường thật.',
    },
  ],
  about: {
    title: 'Về chúng tôi',
    paragraphs: [
      'Ứng dụng này cho phép bạn theo dõi thị trường, giao dịch theo giây và mua sản phẩm khai thác khóa bằng tiền trong tài khoản.',
      'Ứng dụng chạy trên một máy chủ tham chiếu: dữ liệu thị trường là mô phỏng, và đơn vị vận hành bản cài đặt này quyết định những cách nạp và rút tiền nào được cung cấp.',
    ],
  },
  compliance: {
    title: 'Tuân thủ và công bố rủi ro',
    sections: [
      {
        heading: 'Dữ liệu thị trường mô phỏng',
        text: 'Giá, biểu đồ và khối lượng trong ứng dụng này là mô phỏng. Chúng không kết nối với sàn nào và không theo thị trường thật.',
      },
      {
        heading: 'Rủi ro giao dịch',
        text: 'Một giao dịch theo giây có thể mất toàn bộ tiền đặt trong vài giây. Chỉ đặt số tiền bạn chấp nhận mất.',
      },
      {
        heading: 'Khai thác khóa',
        text: 'Lãi suất ngày là khoảng, không phải lời hứa: lợi nhuận không được đảm bảo và rút trước hạn phải chịu phạt.',
      },
      {
        heading: 'Không hứa hẹn',
        text: 'Không nội dung nào trong ứng dụng là lời khuyên đầu tư hay lời hứa lợi nhuận. Không hệ thống nào không có rủi ro, kể cả sự an toàn của tiền gửi tại đây.',
      },
    ],
  },
  agreement: {
    title: 'Thỏa thuận người dùng',
    sections: [
      {
        heading: 'Dịch vụ',
        text: 'Ứng dụng này cung cấp dữ liệu thị trường mô phỏng, giao dịch theo giây và sản phẩm khai thác khóa bằng tiền trong tài khoản của bạn, do đơn vị vận hành bản cài đặt này điều hành.',
      },
      {
        heading: 'Trách nhiệm của bạn',
        text: 'Cung cấp thông tin đúng khi đăng ký và xác minh, chỉ dùng ứng dụng cho chính mình và tuân thủ pháp luật nơi bạn sống.',
      },
      {
        heading: 'Rủi ro',
        text: 'Giao dịch có thể thua lỗ và lợi nhuận không được đảm bảo. Bạn quyết định mỗi lệnh và chịu kết quả của nó.',
      },
      {
        heading: 'An toàn tài khoản',
        text: 'Giữ kín mật khẩu và mã xác minh. Chăm sóc khách hàng sẽ không bao giờ hỏi chúng.',
      },
      {
        heading: 'Dữ liệu chúng tôi lưu',
        text: 'Thông tin tài khoản, giấy tờ xác minh, lệnh và lịch sử tài khoản được lưu để vận hành dịch vụ và không bị bán.',
      },
    ],
  },
  contact: {
    title: 'Chăm sóc khách hàng',
    intro: 'Chăm sóc khách hàng hỗ trợ:',
    handles: ['đặt lại mật khẩu rút tiền', 'khoản nạp lớn', 'nạp tiền bằng chuyển khoản ngân hàng'],
    none: 'Bản cài đặt này chưa thiết lập kênh liên hệ nào. Vui lòng xem Tài khoản của tôi - Tin nhắn: phản hồi của chăm sóc khách hàng sẽ đến đó.',
  },
}
