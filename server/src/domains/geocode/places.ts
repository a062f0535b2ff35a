/**
 * The offline address table: Indian cities and well-known localities with their state, a
 * pincode and coordinates. Answers `GET /api/geocode` when no GEOCODER_URL is configured and
 * places a new venue on the map when its maps link has no coordinates. Coordinates are the
 * locality's centre (about 100 m); pincodes are the main post office's.
 */
export interface Place {
  /** The locality (or the city itself). */
  name: string;
  city: string;
  state: string;
  postalCode: string;
  lat: number;
  lng: number;
}

type Row = [name: string, postalCode: string, lat: number, lng: number];

function city(cityName: string, state: string, centre: Row, localities: Row[]): Place[] {
  return [centre, ...localities].map(([name, postalCode, lat, lng]) => ({
    name,
    city: cityName,
    state,
    postalCode,
    lat,
    lng,
  }));
}

export const PLACES: readonly Place[] = [
  ...city(
    "Delhi",
    "Delhi",
    ["Delhi", "110001", 28.6139, 77.209],
    [
      ["Connaught Place", "110001", 28.6315, 77.2167],
      ["Karol Bagh", "110005", 28.6519, 77.1909],
      ["Dwarka", "110075", 28.5921, 77.046],
      ["Rohini", "110085", 28.7495, 77.0565],
      ["Saket", "110017", 28.5245, 77.2066],
      ["Lajpat Nagar", "110024", 28.5677, 77.2433],
      ["Janakpuri", "110058", 28.6219, 77.0878],
      ["Vasant Kunj", "110070", 28.5293, 77.1525],
      ["Mayur Vihar", "110091", 28.6077, 77.2936],
      ["Pitampura", "110034", 28.7033, 77.1322],
      ["Hauz Khas", "110016", 28.5494, 77.2001],
      ["Greater Kailash", "110048", 28.5482, 77.2382],
      ["Chandni Chowk", "110006", 28.6506, 77.2303],
      ["Preet Vihar", "110092", 28.6415, 77.2952],
    ],
  ),
  ...city(
    "Mumbai",
    "Maharashtra",
    ["Mumbai", "400001", 19.076, 72.8777],
    [
      ["Andheri", "400053", 19.1136, 72.8697],
      ["Bandra", "400050", 19.0596, 72.8295],
      ["Colaba", "400005", 18.9067, 72.8147],
      ["Dadar", "400014", 19.0178, 72.8478],
      ["Powai", "400076", 19.1176, 72.906],
      ["Borivali", "400066", 19.2307, 72.8567],
      ["Churchgate", "400020", 18.9322, 72.8264],
      ["Goregaon", "400063", 19.1663, 72.8526],
      ["Chembur", "400071", 19.0522, 72.9005],
      ["Malad", "400064", 19.1874, 72.8484],
      ["Dadar West", "400028", 19.0213, 72.8424],
      ["Borivali West", "400092", 19.2307, 72.8567],
      ["Worli", "400018", 19.0176, 72.8172],
      ["Juhu", "400049", 19.1075, 72.8263],
      ["Vile Parle", "400057", 19.099, 72.845],
      ["Kandivali", "400067", 19.2047, 72.8517],
      ["Ghatkopar", "400077", 19.0856, 72.9081],
      ["Mulund", "400080", 19.1726, 72.9565],
    ],
  ),
  ...city(
    "Bangalore",
    "Karnataka",
    ["Bangalore", "560001", 12.9716, 77.5946],
    [
      ["Koramangala", "560034", 12.9352, 77.6245],
      ["Indiranagar", "560038", 12.9784, 77.6408],
      ["Whitefield", "560066", 12.9698, 77.75],
      ["Jayanagar", "560041", 12.9308, 77.5838],
      ["HSR Layout", "560102", 12.9116, 77.6474],
      ["Malleshwaram", "560003", 13.0035, 77.5709],
      ["Electronic City", "560100", 12.8452, 77.6602],
      ["Yelahanka", "560064", 13.1007, 77.5963],
      ["Marathahalli", "560037", 12.9591, 77.6974],
      ["JP Nagar", "560078", 12.9063, 77.5857],
      ["Jayanagar 4th Block", "560011", 12.925, 77.5938],
      ["Hebbal", "560024", 13.0354, 77.597],
      ["Rajajinagar", "560010", 12.9915, 77.5554],
      ["Banashankari", "560070", 12.9255, 77.5468],
      ["BTM Layout", "560076", 12.9166, 77.6101],
      ["Bellandur", "560103", 12.9304, 77.6784],
    ],
  ),
  ...city(
    "Pune",
    "Maharashtra",
    ["Pune", "411001", 18.5204, 73.8567],
    [
      ["Kothrud", "411038", 18.5074, 73.8077],
      ["Hinjewadi", "411057", 18.5913, 73.7389],
      ["Viman Nagar", "411014", 18.5679, 73.9143],
      ["Baner", "411045", 18.559, 73.7868],
      ["Hadapsar", "411028", 18.5089, 73.926],
      ["Shivajinagar", "411005", 18.5308, 73.8475],
      ["Wakad", "411057", 18.5989, 73.7604],
      ["Aundh", "411007", 18.5602, 73.8073],
      ["Kharadi", "411014", 18.5515, 73.9348],
    ],
  ),
  ...city(
    "Hyderabad",
    "Telangana",
    ["Hyderabad", "500001", 17.385, 78.4867],
    [
      ["Banjara Hills", "500034", 17.4156, 78.4347],
      ["Jubilee Hills", "500033", 17.4326, 78.4071],
      ["Gachibowli", "500032", 17.4401, 78.3489],
      ["HITEC City", "500081", 17.4435, 78.3772],
      ["Secunderabad", "500003", 17.4399, 78.4983],
      ["Kukatpally", "500072", 17.4948, 78.3996],
      ["Madhapur", "500081", 17.4483, 78.3915],
      ["Uppal", "500039", 17.4018, 78.5602],
      ["LB Nagar", "500074", 17.3457, 78.5522],
      ["Kondapur", "500084", 17.4697, 78.3578],
      ["Ameerpet", "500016", 17.4375, 78.4483],
    ],
  ),
  ...city(
    "Chennai",
    "Tamil Nadu",
    ["Chennai", "600001", 13.0827, 80.2707],
    [
      ["T Nagar", "600017", 13.0418, 80.2341],
      ["Adyar", "600020", 13.0012, 80.2565],
      ["Anna Nagar", "600040", 13.085, 80.2101],
      ["Velachery", "600042", 12.9815, 80.218],
      ["Mylapore", "600004", 13.0368, 80.2676],
      ["Chepauk", "600005", 13.0628, 80.2793],
      ["Tambaram", "600045", 12.9249, 80.1],
      ["Porur", "600116", 13.0382, 80.1565],
      ["Guindy", "600032", 13.0067, 80.2206],
      ["Sholinganallur", "600119", 12.901, 80.2279],
    ],
  ),
  ...city(
    "Kolkata",
    "West Bengal",
    ["Kolkata", "700001", 22.5726, 88.3639],
    [
      ["Salt Lake", "700091", 22.5867, 88.4171],
      ["Park Street", "700016", 22.5535, 88.3518],
      ["Ballygunge", "700019", 22.5271, 88.3657],
      ["Howrah", "711101", 22.5958, 88.2636],
      ["New Town", "700156", 22.5807, 88.4617],
      ["Eden Gardens", "700021", 22.5646, 88.3433],
      ["Behala", "700034", 22.4986, 88.3108],
      ["Dum Dum", "700028", 22.6218, 88.4229],
    ],
  ),
  ...city(
    "Ahmedabad",
    "Gujarat",
    ["Ahmedabad", "380001", 23.0225, 72.5714],
    [
      ["Navrangpura", "380009", 23.0365, 72.5611],
      ["Satellite", "380015", 23.0268, 72.5183],
      ["Bodakdev", "380054", 23.0395, 72.5073],
      ["Maninagar", "380008", 22.9962, 72.5996],
      ["Motera", "380005", 23.0917, 72.5975],
      ["Vastrapur", "380015", 23.0395, 72.5286],
      ["Chandkheda", "382424", 23.1099, 72.5844],
      ["Bopal", "380058", 23.0338, 72.4636],
    ],
  ),
  ...city(
    "Gurgaon",
    "Haryana",
    ["Gurgaon", "122001", 28.4595, 77.0266],
    [
      ["DLF Phase 1", "122002", 28.4722, 77.0947],
      ["Sohna Road", "122018", 28.4108, 77.0416],
      ["Golf Course Road", "122011", 28.4522, 77.0973],
      ["Sector 56", "122011", 28.4239, 77.1031],
      ["Udyog Vihar", "122016", 28.5033, 77.0849],
      ["Palam Vihar", "122017", 28.5074, 77.0372],
      ["Sector 29", "122001", 28.4682, 77.0636],
      ["Sushant Lok", "122009", 28.464, 77.074],
    ],
  ),
  ...city(
    "Noida",
    "Uttar Pradesh",
    ["Noida", "201301", 28.5355, 77.391],
    [
      ["Sector 18", "201301", 28.5708, 77.3261],
      ["Sector 62", "201309", 28.6271, 77.3721],
      ["Sector 137", "201305", 28.5103, 77.4068],
      ["Greater Noida", "201310", 28.4744, 77.504],
      ["Noida Extension", "201318", 28.5973, 77.4339],
      ["Sector 44", "201303", 28.5559, 77.3421],
      ["Sector 150", "201310", 28.4414, 77.4819],
    ],
  ),
  ...city(
    "Thane",
    "Maharashtra",
    ["Thane", "400601", 19.2183, 72.9781],
    [
      ["Ghodbunder Road", "400615", 19.2606, 72.9696],
      ["Majiwada", "400601", 19.2247, 72.9811],
      ["Vartak Nagar", "400606", 19.2094, 72.9606],
      ["Kalwa", "400605", 19.2006, 72.9994],
      ["Hiranandani Estate", "400607", 19.2583, 72.9756],
      ["Naupada", "400602", 19.1943, 72.9708],
      ["Kopri", "400603", 19.1867, 72.9814],
      ["Pokhran Road", "400610", 19.225, 72.959],
    ],
  ),
  ...city(
    "Faridabad",
    "Haryana",
    ["Faridabad", "121001", 28.4089, 77.3178],
    [
      ["Sector 15", "121007", 28.3957, 77.3258],
      ["NIT Faridabad", "121001", 28.3833, 77.3016],
      ["Ballabgarh", "121004", 28.3423, 77.3261],
      ["Greater Faridabad", "121002", 28.4052, 77.3685],
      ["Old Faridabad", "121002", 28.4124, 77.3112],
      ["Surajkund", "121009", 28.4846, 77.2832],
    ],
  ),
  // Cities beyond the home page grid that owners are likely to list from.
  ...city(
    "Jaipur",
    "Rajasthan",
    ["Jaipur", "302001", 26.9124, 75.7873],
    [["Malviya Nagar", "302017", 26.8549, 75.8243]],
  ),
  ...city(
    "Lucknow",
    "Uttar Pradesh",
    ["Lucknow", "226001", 26.8467, 80.9462],
    [["Gomti Nagar", "226010", 26.8504, 81.0089]],
  ),
  ...city(
    "Chandigarh",
    "Chandigarh",
    ["Chandigarh", "160017", 30.7333, 76.7794],
    [["Sector 16", "160015", 30.7485, 76.7812]],
  ),
  ...city(
    "Indore",
    "Madhya Pradesh",
    ["Indore", "452001", 22.7196, 75.8577],
    [["Vijay Nagar", "452010", 22.7533, 75.8937]],
  ),
  ...city("Kochi", "Kerala", ["Kochi", "682001", 9.9312, 76.2673], [["Kaloor", "682017", 9.9975, 76.2918]]),
  ...city(
    "Navi Mumbai",
    "Maharashtra",
    ["Navi Mumbai", "400703", 19.033, 73.0297],
    [["Vashi", "400703", 19.0771, 72.9986]],
  ),
  ...city(
    "Ghaziabad",
    "Uttar Pradesh",
    ["Ghaziabad", "201001", 28.6692, 77.4538],
    [["Indirapuram", "201014", 28.6411, 77.3712]],
  ),
];
