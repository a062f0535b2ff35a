/**
 * The twelve home-page cities with real localities: their state, PIN code and approximate
 * coordinates. Venue names are invented; the places they stand in are not.
 */
import type { CITIES } from "@crease/core";

export type CityName = (typeof CITIES)[number];

export interface Locality {
  /** "Dwarka Sector 11" */
  name: string;
  /** Street or landmark that goes before the locality in the address. */
  street: string;
  pin: string;
  lat: number;
  lng: number;
}

export interface City {
  name: CityName;
  state: string;
  /** The city centre (for the map's fallback table and the large data set). */
  lat: number;
  lng: number;
  /** First three digits of the city's PIN codes, for tests. */
  pinPrefix: string;
  localities: Locality[];
}

export const CITY_TABLE: readonly City[] = [
  {
    name: "Delhi",
    state: "Delhi",
    lat: 28.6139,
    lng: 77.209,
    pinPrefix: "110",
    localities: [
      {
        name: "Dwarka Sector 11",
        street: "Pocket 2, near Sector 11 Metro Station",
        pin: "110075",
        lat: 28.5916,
        lng: 77.046,
      },
      { name: "Pitampura", street: "Maurya Enclave, Outer Ring Road", pin: "110034", lat: 28.698, lng: 77.138 },
      {
        name: "Lajpat Nagar IV",
        street: "Ring Road, opposite Moolchand Flyover",
        pin: "110024",
        lat: 28.5677,
        lng: 77.2433,
      },
      { name: "Mayur Vihar Phase 1", street: "Pocket 4, Chilla Road", pin: "110091", lat: 28.6047, lng: 77.2946 },
      { name: "Vasant Kunj", street: "Sector C, Nelson Mandela Marg", pin: "110070", lat: 28.5246, lng: 77.1588 },
    ],
  },
  {
    name: "Mumbai",
    state: "Maharashtra",
    lat: 19.076,
    lng: 72.8777,
    pinPrefix: "400",
    localities: [
      { name: "Borivali West", street: "Chikuwadi, New Link Road", pin: "400092", lat: 19.2307, lng: 72.8567 },
      { name: "Andheri West", street: "Veera Desai Road", pin: "400053", lat: 19.1364, lng: 72.8296 },
      { name: "Powai", street: "Hiranandani Gardens, Central Avenue", pin: "400076", lat: 19.1176, lng: 72.906 },
      { name: "Dadar West", street: "Keluskar Road", pin: "400028", lat: 19.0213, lng: 72.8424 },
      { name: "Chembur", street: "RC Marg, near Diamond Garden", pin: "400071", lat: 19.0522, lng: 72.9005 },
    ],
  },
  {
    name: "Bangalore",
    state: "Karnataka",
    lat: 12.9716,
    lng: 77.5946,
    pinPrefix: "560",
    localities: [
      {
        name: "Yelahanka New Town",
        street: "Bellary Road, near Puttenahalli Lake",
        pin: "560064",
        lat: 13.1007,
        lng: 77.5963,
      },
      { name: "Koramangala 4th Block", street: "80 Feet Road", pin: "560034", lat: 12.9352, lng: 77.6245 },
      { name: "Whitefield", street: "ITPL Main Road, Hoodi", pin: "560066", lat: 12.9698, lng: 77.75 },
      { name: "HSR Layout", street: "27th Main Road, Sector 1", pin: "560102", lat: 12.9116, lng: 77.6474 },
      { name: "Jayanagar 4th Block", street: "11th Main Road", pin: "560011", lat: 12.925, lng: 77.5938 },
    ],
  },
  {
    name: "Pune",
    state: "Maharashtra",
    lat: 18.5204,
    lng: 73.8567,
    pinPrefix: "411",
    localities: [
      { name: "Baner", street: "Baner–Pashan Link Road", pin: "411045", lat: 18.559, lng: 73.7868 },
      { name: "Kothrud", street: "Karve Road, near Dahanukar Colony", pin: "411038", lat: 18.5074, lng: 73.8077 },
      { name: "Viman Nagar", street: "Nagar Road, near Phoenix Marketcity", pin: "411014", lat: 18.5679, lng: 73.9143 },
      { name: "Hadapsar", street: "Magarpatta Road", pin: "411028", lat: 18.5089, lng: 73.926 },
      { name: "Wakad", street: "Datta Mandir Road", pin: "411057", lat: 18.5987, lng: 73.765 },
    ],
  },
  {
    name: "Hyderabad",
    state: "Telangana",
    lat: 17.385,
    lng: 78.4867,
    pinPrefix: "500",
    localities: [
      { name: "Uppal", street: "Survey of India Road", pin: "500039", lat: 17.4018, lng: 78.5602 },
      { name: "Kukatpally", street: "KPHB Colony, Phase 6", pin: "500072", lat: 17.4948, lng: 78.3996 },
      { name: "Madhapur", street: "Ayyappa Society Main Road", pin: "500081", lat: 17.4483, lng: 78.3915 },
      { name: "Gachibowli", street: "Old Mumbai Highway", pin: "500032", lat: 17.4401, lng: 78.3489 },
      { name: "Secunderabad", street: "Sarojini Devi Road", pin: "500003", lat: 17.4399, lng: 78.4983 },
    ],
  },
  {
    name: "Chennai",
    state: "Tamil Nadu",
    lat: 13.0827,
    lng: 80.2707,
    pinPrefix: "600",
    localities: [
      { name: "Tambaram West", street: "GST Road, near MEPZ", pin: "600045", lat: 12.9249, lng: 80.1 },
      { name: "Anna Nagar", street: "2nd Avenue, Anna Nagar East", pin: "600040", lat: 13.085, lng: 80.2101 },
      { name: "Velachery", street: "Velachery Main Road, near Vijaya Nagar", pin: "600042", lat: 12.9815, lng: 80.218 },
      { name: "Adyar", street: "Lattice Bridge Road", pin: "600020", lat: 13.0012, lng: 80.2565 },
      { name: "Sholinganallur", street: "Old Mahabalipuram Road", pin: "600119", lat: 12.901, lng: 80.2279 },
    ],
  },
  {
    name: "Kolkata",
    state: "West Bengal",
    lat: 22.5726,
    lng: 88.3639,
    pinPrefix: "700",
    localities: [
      {
        name: "Behala",
        street: "Diamond Harbour Road, near Behala Chowrasta",
        pin: "700034",
        lat: 22.4986,
        lng: 88.3106,
      },
      { name: "Salt Lake Sector V", street: "Street No. 18, Bidhannagar", pin: "700091", lat: 22.5735, lng: 88.4331 },
      { name: "New Town", street: "Action Area I, Major Arterial Road", pin: "700156", lat: 22.5806, lng: 88.459 },
      { name: "Ballygunge", street: "Gariahat Road", pin: "700019", lat: 22.528, lng: 88.3659 },
      { name: "Dum Dum", street: "Jessore Road, near Nagerbazar", pin: "700028", lat: 22.6228, lng: 88.4221 },
    ],
  },
  {
    name: "Ahmedabad",
    state: "Gujarat",
    lat: 23.0225,
    lng: 72.5714,
    pinPrefix: "380",
    localities: [
      { name: "Motera", street: "Sabarmati–Koba Highway", pin: "380005", lat: 23.091, lng: 72.5975 },
      { name: "Navrangpura", street: "CG Road, near Municipal Market", pin: "380009", lat: 23.0365, lng: 72.5611 },
      { name: "Satellite", street: "Jodhpur Cross Road", pin: "380015", lat: 23.03, lng: 72.5176 },
      { name: "South Bopal", street: "Bopal–Ghuma Road", pin: "380058", lat: 23.033, lng: 72.4633 },
      { name: "Maninagar", street: "Kankaria Road", pin: "380008", lat: 22.9962, lng: 72.603 },
    ],
  },
  {
    name: "Gurgaon",
    state: "Haryana",
    lat: 28.4595,
    lng: 77.0266,
    pinPrefix: "122",
    localities: [
      { name: "Sector 49", street: "Sohna Road, near Omaxe City Centre", pin: "122018", lat: 28.4089, lng: 77.0426 },
      { name: "DLF Phase 3", street: "U Block, Nathupur Road", pin: "122002", lat: 28.493, lng: 77.093 },
      { name: "Sector 56", street: "Golf Course Extension Road", pin: "122011", lat: 28.4226, lng: 77.106 },
      { name: "Palam Vihar", street: "Block C, Carterpuri Road", pin: "122017", lat: 28.505, lng: 77.037 },
      {
        name: "Sushant Lok Phase 1",
        street: "Block B, Mehrauli–Gurgaon Road",
        pin: "122009",
        lat: 28.464,
        lng: 77.074,
      },
    ],
  },
  {
    name: "Noida",
    state: "Uttar Pradesh",
    lat: 28.5355,
    lng: 77.391,
    pinPrefix: "201",
    localities: [
      { name: "Sector 137", street: "Noida–Greater Noida Expressway", pin: "201305", lat: 28.51, lng: 77.405 },
      { name: "Sector 62", street: "Institutional Area, C Block", pin: "201309", lat: 28.627, lng: 77.3725 },
      { name: "Sector 18", street: "Atta Market Road", pin: "201301", lat: 28.57, lng: 77.321 },
      { name: "Sector 50", street: "Block A, Central Park Road", pin: "201303", lat: 28.571, lng: 77.359 },
      {
        name: "Sector 75",
        street: "Sector 75 Main Road, near Spectrum Metro",
        pin: "201301",
        lat: 28.577,
        lng: 77.388,
      },
    ],
  },
  {
    name: "Thane",
    state: "Maharashtra",
    lat: 19.2183,
    lng: 72.9781,
    pinPrefix: "400",
    localities: [
      { name: "Pokhran Road No. 2", street: "near Upvan Lake", pin: "400610", lat: 19.225, lng: 72.959 },
      { name: "Kasarvadavali", street: "Ghodbunder Road", pin: "400615", lat: 19.26, lng: 72.97 },
      { name: "Hiranandani Estate", street: "Patlipada, Ghodbunder Road", pin: "400607", lat: 19.258, lng: 72.973 },
      { name: "Kolshet Road", street: "near Dhokali Naka", pin: "400607", lat: 19.224, lng: 72.991 },
      { name: "Naupada", street: "Gokhale Road", pin: "400602", lat: 19.189, lng: 72.972 },
    ],
  },
  {
    name: "Faridabad",
    state: "Haryana",
    lat: 28.4089,
    lng: 77.3178,
    pinPrefix: "121",
    localities: [
      { name: "Surajkund", street: "Surajkund Road, Sector 39", pin: "121009", lat: 28.484, lng: 77.284 },
      { name: "Sector 15", street: "Sector 15 Market Road", pin: "121007", lat: 28.394, lng: 77.317 },
      { name: "NIT", street: "NIT 5, near BK Chowk", pin: "121001", lat: 28.383, lng: 77.3 },
      { name: "Sector 21C", street: "Badkhal Road", pin: "121001", lat: 28.42, lng: 77.3 },
      { name: "Ballabgarh", street: "Sohna Road, Sector 3", pin: "121004", lat: 28.34, lng: 77.325 },
    ],
  },
];

export function cityByName(name: CityName): City {
  const city = CITY_TABLE.find((c) => c.name === name);
  if (!city) throw new Error(`Unknown city ${name}`);
  return city;
}

/** A Google Maps link that opens the pin (the venue's `location` field). */
export function mapsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps?q=${lat.toFixed(6)},${lng.toFixed(6)}`;
}
