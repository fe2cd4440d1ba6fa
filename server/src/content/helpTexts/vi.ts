import type { HelpTexts } from './types'

export const vi: HelpTexts = {
  faq: [
    {
      question: 'Làm thế nào để nạp tiền?',
      answer:
        'Mở Nạp tiền, chọn Phương thức nạp và Đồng coin. Tiền ảo: chọn Mạng và chỉ gửi đồng coin đó, trên mạng đó, đến Địa chỉ nạp tiền hiển thị (có cả mã QR), tối thiểu bằng mức tối thiểu hiển thị. Thẻ ngân hàng hoặc Chuyển khoản ngân hàng: thanh toán vào tài khoản dưới mục "Thanh toán vào tài khoản này" và ghi "Mã tham chiếu của bạn" trong nội dung thanh toán; nếu không có tài khoản nào hiển thị, hãy hỏi chăm sóc khách hàng thông tin thanh toán. Thanh toán qua bên thứ ba: hỏi chăm sóc khách hàng thông tin thanh toán. Sau đó nhập số tiền, tải lên Chứng từ thanh toán và nhấn "Gửi". Khoản nạp chỉ được ghi có sau khi chứng từ được xét duyệt.',
    },
    {
      question: 'Cần gì để rút tiền?',
      answer:
        'Bạn cần đã được xác minh danh tính, đã đặt mật khẩu rút tiền và đã lưu trong Địa chỉ ví địa chỉ của đồng coin và mạng muốn rút. Mở Rút tiền, chọn đồng coin, mạng và địa chỉ, rồi nhập số tiền nhận được (phí mạng tính thêm), mật khẩu rút tiền và mã xác minh gửi đến email hoặc số điện thoại bạn dùng để đăng nhập. Các lệnh giao dịch giây đang mở phải được thanh toán trước, và sau khi thay đổi bảo mật hoặc thêm địa chỉ mới, việc rút tiền phải chờ 24 giờ. Nếu bạn đã liên kết ứng dụng xác thực, biểu mẫu còn yêu cầu mã ứng dụng xác thực mà ứng dụng đó hiển thị.',
    },
    {
      question: 'Giao dịch theo giây được thanh toán thế nào?',
      answer:
        'Khi mua, Tiền đặt và Phí bị trừ khỏi số dư ngay. Giá mua là giá lúc máy chủ nhận lệnh. Tại thời điểm mua cộng số giây đã chọn, giá được ghi nhận của thời điểm đó quyết định: cao hơn giá mua thì "Mua lên" thắng; thấp hơn thì "Mua xuống" thắng. Thắng được trả tiền đặt cộng tiền đặt × tỷ lệ lợi nhuận của lựa chọn, làm tròn xuống đến hai chữ số thập phân. Nếu giá không đổi, tiền đặt được hoàn lại, phí thì không. Ngược lại, tiền đặt bị mất.',
    },
    {
      question: 'Rút trước hạn khai thác khóa tốn bao nhiêu?',
      answer:
        'Số tiền bị khóa trong Thời hạn khóa, đến Ngày kết thúc; sau đó tự động trở về tài khoản tài sản của bạn. Muốn lấy lại sớm hơn, nhấn "Chuộc lại sớm" trên lệnh trong Lệnh khai thác khóa: Tiền phạt = tỷ lệ phạt % × số ngày còn lại × số tiền, khoản Hoàn lại (phần còn lại) vào tài khoản tài sản ngay và không còn lợi nhuận hằng ngày. Lợi nhuận hằng ngày không được đảm bảo.',
    },
    {
      question: 'Vì sao cần xác minh?',
      answer:
        'Rút tiền và khai thác khóa cần xác minh danh tính: chọn loại giấy tờ và nhập họ tên thật và số giấy tờ như trên giấy tờ; có hiệu lực sau khi được duyệt. Sau đó là xác minh nâng cao với ảnh mặt trước, mặt sau của giấy tờ và ảnh bạn cầm giấy tờ. Sau khi xác minh, không thể đổi họ tên và số giấy tờ.',
    },
    {
      question: 'Tôi quên mật khẩu đăng nhập',
      answer:
        'Trên trang đăng nhập, nhấn "Quên mật khẩu?". Chọn Điện thoại hoặc Email, nhập số hoặc địa chỉ, nhấn "Gửi mã", nhập Mã xác minh rồi nhấn "Tiếp theo". Sau đó nhập Mật khẩu mới, nhập lại ở "Xác nhận mật khẩu" và nhấn "Đặt mật khẩu mới". Bạn sẽ bị đăng xuất trên mọi thiết bị: hãy đăng nhập bằng mật khẩu mới. Sau đó, rút tiền phải chờ 24 giờ.',
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
      'Ứng dụng này cho phép bạn theo dõi thị trường và giao dịch bằng tiền trong tài khoản: giao dịch theo giây, giao dịch giao ngay trên sổ lệnh, giao dịch đòn bẩy ký quỹ riêng và sao chép giao dịch. Ứng dụng còn có khai thác khóa, đầu tư kép, dự án token, khoản vay có tài sản thế chấp, mua coin từ thương nhân (P2P) và vật phẩm sưu tầm số.',
      'Bạn nạp, rút, đổi coin và chuyển tiền giữa các tài khoản của mình ngay trong ứng dụng, và mọi thay đổi số dư đều được lưu thành một bản ghi tài khoản mà bạn có thể xem. Ứng dụng xác thực có thể bảo vệ việc đăng nhập và rút tiền của bạn.',
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
    intro:
      'Hãy viết cho chăm sóc khách hàng trong khung trò chuyện bên dưới: câu trả lời hiện ở đó và trong Tin nhắn. Chăm sóc khách hàng hỗ trợ:',
    handles: [
      'đặt lại mật khẩu rút tiền',
      'khoản nạp lớn',
      'nạp tiền bằng chuyển khoản ngân hàng hoặc thanh toán qua bên thứ ba',
    ],
    none: 'Bản cài đặt này chưa thiết lập kênh liên hệ bên ngoài nào. Vui lòng dùng khung trò chuyện trên trang này.',
  },
}
